export { ContactPage } from './ui/ContactPage.tsx';
