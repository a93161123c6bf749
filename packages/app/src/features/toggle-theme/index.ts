export { ThemeSwitch } from './ui/ThemeSwitch.tsx';
