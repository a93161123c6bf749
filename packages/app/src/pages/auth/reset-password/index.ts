export { ResetPasswordPage } from './ui/ResetPasswordPage.tsx';
