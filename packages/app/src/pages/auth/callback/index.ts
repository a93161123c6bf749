export { AuthCallbackPage } from './ui/AuthCallbackPage.tsx';
