export { LandingPage } from './ui/LandingPage.tsx';
