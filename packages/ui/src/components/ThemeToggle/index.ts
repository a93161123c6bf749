export { ThemeToggle, type ThemeToggleProps, type ThemeToggleValue } from './ThemeToggle.tsx';
