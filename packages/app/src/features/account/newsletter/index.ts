export { NewsletterSettings } from './ui/NewsletterSettings.tsx';
