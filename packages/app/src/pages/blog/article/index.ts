export { BlogArticlePage } from './ui/BlogArticlePage.tsx';
