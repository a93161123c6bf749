export { OfflineBanner } from './ui/OfflineBanner.tsx';
