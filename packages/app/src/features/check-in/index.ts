export { CheckInForm } from './ui/CheckInForm.tsx';
