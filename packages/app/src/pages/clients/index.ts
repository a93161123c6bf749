export { ClientsPage } from './ui/ClientsPage.tsx';
