export { BlogIndexPage } from './ui/BlogIndexPage.tsx';
export { BlogCategoryPage } from './ui/BlogCategoryPage.tsx';
export { BlogTagPage } from './ui/BlogTagPage.tsx';
export { BlogPopularPage } from './ui/BlogPopularPage.tsx';
