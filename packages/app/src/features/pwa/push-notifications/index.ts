export { PushOffer } from './ui/PushOffer.tsx';
export { PushSettings } from './ui/PushSettings.tsx';
