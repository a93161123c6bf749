/** What the landing's background video needs to know about the device. */
export interface DeviceTraits {
  userAgent: string;
  /** The viewport's width in CSS pixels. */
  width: number;
  touch: boolean;
  reducedMotion: boolean;
  /** The visitor asked to save data (Chrome's Data Saver / Lite mode). */
  saveData: boolean;
}

const PHONE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
/** Spec section 9: up to this width with touch counts as a phone. */
export const MOBILE_MAX_WIDTH = 768;

/** Spec section 9's mobile detection: a phone's user agent, or a touch screen up to 768 px wide. */
export function isMobileDevice(device: Pick<DeviceTraits, 'userAgent' | 'width' | 'touch'>): boolean {
  return PHONE_AGENT.test(device.userAgent) || (device.width <= MOBILE_MAX_WIDTH && device.touch);
}

/**
 * Spec section 4: the background video is skipped on phones. Also for a visitor who asked for less motion
 * (a looping video is motion) or to save data (the video is about half a megabyte).
 */
export function wantsBackgroundVideo(device: DeviceTraits): boolean {
  return !isMobileDevice(device) && !device.reducedMotion && !device.saveData;
}

/** Whether the visitor asked for less motion (false where there is no window: the prerender). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The traits of the browser this runs in. */
export function currentDevice(): DeviceTraits {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    touch: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
    reducedMotion: prefersReducedMotion(),
    saveData: connection?.saveData === true,
  };
}
