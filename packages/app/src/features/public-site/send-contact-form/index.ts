export { ContactForm } from './ui/ContactForm.tsx';
