export { RegisterPage } from './ui/RegisterPage.tsx';
