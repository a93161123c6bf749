export { LazyAnalytics } from './ui/LazyAnalytics.tsx';
export { ConsentSettingsButton } from './ui/ConsentSettingsButton.tsx';
