export { AdminLayout } from './ui/AdminLayout.tsx';
