export { ErrorDemoPage } from './ui/ErrorDemoPage.tsx';
