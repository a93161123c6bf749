export {
  breakpoints,
  minWidthQuery,
  screenSizeFor,
  screenSizeQueries,
  type Breakpoint,
  type ScreenSize,
} from './breakpoints.ts';
export { debounce, type Debounced } from './debounce.ts';
export { isMobileDevice, readDeviceTraits, type DeviceTraits } from './mobile.ts';
export { motion, reducedMotionQuery } from './motion.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { hiddenOn } from './visibility.css.ts';
export { RESIZE_DEBOUNCE_MS, useIsMobile, useScreenSize } from './useViewport.ts';
export { useHydrated } from './useHydrated.ts';
