export { BlogCreatePage } from './ui/BlogCreatePage.tsx';
export { BlogEditPage } from './ui/BlogEditPage.tsx';
