import { IconButton } from '../IconButton/index.ts';
import { Tooltip } from '../Tooltip/index.ts';
import { MoonIcon, SunIcon } from '../private/icons.tsx';

export type ThemeToggleValue = 'light' | 'dark';

export interface ThemeToggleProps {
  theme: ThemeToggleValue;
  onChange: (theme: ThemeToggleValue) => void;
  /** Accessible name while dark: says what pressing does. */
  toLightLabel?: string;
  /** Accessible name while light. */
  toDarkLabel?: string;
}

/**
 * Switches between the light and dark themes. Its name says what it switches to ("Switch to dark
 * theme") rather than being a pressed/unpressed toggle, so no state has to be inferred.
 */
export function ThemeToggle({
  theme,
  onChange,
  toLightLabel = 'Switch to light theme',
  toDarkLabel = 'Switch to dark theme',
}: ThemeToggleProps) {
  const next: ThemeToggleValue = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? toDarkLabel : toLightLabel;
  return (
    <Tooltip content={label}>
      <IconButton
        label={label}
        icon={next === 'dark' ? <MoonIcon /> : <SunIcon />}
        onClick={() => {
          onChange(next);
        }}
      />
    </Tooltip>
  );
}
