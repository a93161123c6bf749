export { LocalEncryptionDocsPage } from './ui/LocalEncryptionDocsPage.tsx';
