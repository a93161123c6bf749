export { ContactSalesButton } from './ui/ContactSalesButton.tsx';
