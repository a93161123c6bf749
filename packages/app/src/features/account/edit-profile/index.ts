export { ProfileSettings } from './ui/ProfileSettings.tsx';
