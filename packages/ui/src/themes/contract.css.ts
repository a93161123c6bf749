import { createGlobalThemeContract } from '@vanilla-extract/css';
import type { ColorTokens } from '../tokens/tokens.ts';

const colorRoles: Record<keyof ColorTokens, string> = {
  background: 'background',
  surface: 'surface',
  surfaceRaised: 'surface-raised',
  text: 'text',
  textMuted: 'text-muted',
  border: 'border',
  primary: 'primary',
  primaryHover: 'primary-hover',
  onPrimary: 'on-primary',
  focusRing: 'focus-ring',
  danger: 'danger',
  onDanger: 'on-danger',
  warning: 'warning',
  onWarning: 'on-warning',
  success: 'success',
  onSuccess: 'on-success',
};

/**
 * The theme contract. Variables have stable global names (`--eg-color-primary`, ...) so that the app
 * can paint the right theme before first render from a tiny inline script, and so that the published
 * CSS is readable.
 */
export const vars = createGlobalThemeContract(
  {
    color: colorRoles,
    shadow: { sm: 'sm', md: 'md', lg: 'lg' },
  },
  (value, path) => `eg-${path[0] ?? ''}-${value}`,
);
