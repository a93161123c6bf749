export { BlogArticlePage } from './ui/BlogArticlePage.tsx';
export { prepareServerSanitizer } from './lib/sanitize.ts';
