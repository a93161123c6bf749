export { UPDATE_COUNTDOWN_SECONDS, UpdateBanner, type UpdateBannerProps } from './UpdateBanner.tsx';
export { useCountdown } from './useCountdown.ts';
