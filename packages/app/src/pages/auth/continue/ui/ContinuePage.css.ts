import { style } from '@vanilla-extract/css';
import { vars } from '@emotion-guru/ui/tokens';

/** The terms checkbox's error, shown in its hint (the design system's Checkbox has no error slot). */
export const error = style({ color: vars.color.danger });
