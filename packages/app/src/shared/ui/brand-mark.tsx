import type { ReactElement } from 'react';

/**
 * The Emotion Guru mark: a smiling face in a rounded square, drawn inline (no image request). Decorative:
 * whatever holds it is named by text of its own.
 */
export function BrandMark({ size = 24 }: { size?: number }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--eg-color-primary)" />
      <circle cx="11.5" cy="13" r="2" fill="var(--eg-color-on-primary)" />
      <circle cx="20.5" cy="13" r="2" fill="var(--eg-color-on-primary)" />
      <path
        d="M9.5 18.5c1.6 2.6 3.8 4 6.5 4s4.9-1.4 6.5-4"
        fill="none"
        stroke="var(--eg-color-on-primary)"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
