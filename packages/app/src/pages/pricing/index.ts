export { PricingPage } from './ui/PricingPage.tsx';
