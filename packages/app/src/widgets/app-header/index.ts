export { AppHeader } from './ui/AppHeader.tsx';
