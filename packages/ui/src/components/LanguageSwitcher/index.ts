export { LanguageSwitcher, type Language, type LanguageSwitcherProps } from './LanguageSwitcher.tsx';
