export { NewsletterForm } from './ui/NewsletterForm.tsx';
