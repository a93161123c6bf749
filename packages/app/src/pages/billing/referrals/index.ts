export { ReferralsPage } from './ui/ReferralsPage.tsx';
