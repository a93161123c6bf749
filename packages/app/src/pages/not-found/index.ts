export { NotFoundPage } from './ui/NotFoundPage.tsx';
