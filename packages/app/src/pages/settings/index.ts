export { SettingsPage } from './ui/SettingsPage.tsx';
