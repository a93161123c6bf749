export { JoinConfirmationPage } from './ui/JoinConfirmationPage.tsx';
