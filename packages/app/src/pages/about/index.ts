export { AboutPage } from './ui/AboutPage.tsx';
