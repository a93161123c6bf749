export { PushOffer } from './ui/PushOffer.tsx';
export { PushSettings } from './ui/PushSettings.tsx';
export { pushTokenCreatedAt } from './api/device-push.ts';
