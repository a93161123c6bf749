export { SiteHeader } from './ui/SiteHeader.tsx';
