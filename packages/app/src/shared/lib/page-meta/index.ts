export { usePageMeta, type PageMeta } from './use-page-meta.ts';
