export { LanguageMenu } from './ui/LanguageMenu.tsx';
