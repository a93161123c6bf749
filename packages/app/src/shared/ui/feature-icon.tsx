import type { ReactElement } from 'react';

/** The product's six features, as the landing and product pages present them (spec section 1). */
export const PRODUCT_FEATURES = ['emotionMap', 'reflection', 'loops', 'chat', 'privacy', 'team'] as const;
export type ProductFeature = (typeof PRODUCT_FEATURES)[number];

// 24 × 24 line drawings, stroked with the current colour.
const PATHS: Record<ProductFeature, string> = {
  emotionMap: 'M3 12h18M12 3v18M7.5 7.5h.01M16 9h.01M8.5 16h.01M17 16.5h.01M4 4h16v16H4z',
  reflection: 'M4 6h10M4 12h7M4 18h4M15 11l2.5 2.5L21 8M14 18h7',
  loops: 'M17 2l3 3-3 3M20 5H8a5 5 0 0 0-5 5M7 22l-3-3 3-3M4 19h12a5 5 0 0 0 5-5',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01',
  privacy: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9.5 12l1.8 1.8L15 10',
  team: 'M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 20v-1.5a3.5 3.5 0 0 0-2.5-3.3M15.5 5.2a3 3 0 0 1 0 5.6',
};

/** A feature's line icon; decorative, the feature's title names it. */
export function FeatureIcon({
  feature,
  size = 24,
}: {
  feature: ProductFeature;
  size?: number;
}): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[feature]} />
    </svg>
  );
}
