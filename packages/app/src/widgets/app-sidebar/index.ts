export { AppSidebar } from './ui/AppSidebar.tsx';
