export { PublicHeader, type PublicHeaderProps } from './PublicHeader.tsx';
export { HEADER_SCROLL_THRESHOLD, useScrolledPast } from './useScrolledPast.ts';
