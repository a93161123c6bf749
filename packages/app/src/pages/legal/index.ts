export { CookiesPage, PrivacyPage, TermsPage } from './ui/LegalPages.tsx';
