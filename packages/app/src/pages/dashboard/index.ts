export { DashboardPage } from './ui/DashboardPage.tsx';
