export { OnboardingPage } from './ui/OnboardingPage.tsx';
