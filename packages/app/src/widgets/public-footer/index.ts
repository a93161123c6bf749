export { SiteFooter } from './ui/SiteFooter.tsx';
