/**
 * Design tokens: the typed source of every value the themes expose. Colours differ per theme;
 * everything else (space, radii, type, motion, layers) is shared.
 */

/** The product's theme colour (spec section 9). */
export const brandPrimary = '#6366f1';

/** Spacing on a 4 px grid. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

/**
 * The Mood Meter's four quadrants (the emotion picker, the emotional map, the report's charts): the same
 * in both themes, and always shown with a label or position too, never by colour alone.
 */
export const quadrantColours = {
  yellow: '#eab308',
  red: '#dc2626',
  blue: '#2563eb',
  green: '#16a34a',
} as const;

export const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2.25rem',
} as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeights = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Stacking layers, lowest first. */
export const zIndices = {
  base: '0',
  sticky: '10',
  header: '20',
  overlay: '40',
  modal: '50',
  toast: '60',
  tooltip: '70',
} as const;

export const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Colour roles. Each theme fills every role; contrast pairs meet WCAG AA for normal text. */
export interface ColorTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  focusRing: string;
  danger: string;
  onDanger: string;
  warning: string;
  onWarning: string;
  success: string;
  onSuccess: string;
}

export const lightColors: ColorTokens = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#cbd5e1',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  onPrimary: '#ffffff',
  focusRing: brandPrimary,
  danger: '#b91c1c',
  onDanger: '#ffffff',
  warning: '#92400e',
  onWarning: '#ffffff',
  success: '#15803d',
  onSuccess: '#ffffff',
};

export const darkColors: ColorTokens = {
  background: '#0b1020',
  surface: '#111827',
  surfaceRaised: '#1f2937',
  text: '#f1f5f9',
  textMuted: '#cbd5e1',
  border: '#334155',
  primary: '#a5b4fc',
  primaryHover: '#c7d2fe',
  onPrimary: '#1e1b4b',
  focusRing: '#a5b4fc',
  danger: '#fca5a5',
  onDanger: '#450a0a',
  warning: '#fcd34d',
  onWarning: '#451a03',
  success: '#86efac',
  onSuccess: '#052e16',
};

export const shadows = {
  sm: '0 1px 2px rgb(15 23 42 / 0.08)',
  md: '0 4px 12px rgb(15 23 42 / 0.12)',
  lg: '0 12px 32px rgb(15 23 42 / 0.18)',
} as const;
