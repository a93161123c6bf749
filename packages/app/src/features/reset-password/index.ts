export { NewPasswordForm } from './ui/NewPasswordForm.tsx';
export { RequestResetLinkForm } from './ui/RequestResetLinkForm.tsx';
export { resetPasswordClosed } from './model/reset-password.ts';
