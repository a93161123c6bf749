export { ChangePasswordForm } from './ui/ChangePasswordForm.tsx';
