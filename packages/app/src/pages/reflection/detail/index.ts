export { ReflectionDetailPage } from './ui/ReflectionDetailPage.tsx';
