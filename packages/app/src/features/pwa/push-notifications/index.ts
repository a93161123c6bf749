export { PushSettings } from './ui/PushSettings.tsx';
