export { ArticleEditor } from './ui/ArticleEditor.tsx';
