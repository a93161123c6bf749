export { PAGE_ERROR_COUNTDOWN_SECONDS, PageLoadError, type PageLoadErrorProps } from './PageLoadError.tsx';
