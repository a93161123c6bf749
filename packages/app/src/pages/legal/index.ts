export { CookiesPage } from './ui/CookiesPage.tsx';
export { PrivacyPage } from './ui/PrivacyPage.tsx';
export { TermsPage } from './ui/TermsPage.tsx';
