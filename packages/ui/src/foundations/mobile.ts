import { breakpoints } from './breakpoints.ts';

/** User-agent keywords of phones and tablets. */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

export interface DeviceTraits {
  userAgent: string;
  /** Viewport width in CSS pixels. */
  width: number;
  /** Whether the device has a touch screen. */
  hasTouch: boolean;
}

/**
 * The product's mobile rule: a mobile user agent, or a narrow viewport (up to 768 px) on a touch screen.
 * A narrow desktop window without touch is not mobile.
 */
export function isMobileDevice({ userAgent, width, hasTouch }: DeviceTraits): boolean {
  return MOBILE_USER_AGENT.test(userAgent) || (width <= breakpoints.md && hasTouch);
}

/** Reads the traits from the browser; safe to call only in a browser (not at import, not when prerendering). */
export function readDeviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    hasTouch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
  };
}
