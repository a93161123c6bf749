export { FaqPage } from './ui/FaqPage.tsx';
