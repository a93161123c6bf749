export { ReflectionListPage } from './ui/ReflectionListPage.tsx';
