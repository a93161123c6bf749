export { ReflectionNewPage } from './ui/ReflectionNewPage.tsx';
