import { IconButton } from '../IconButton/index.ts';
import { Tooltip } from '../Tooltip/index.ts';
import { IconFrame } from '../private/icons.tsx';

export type ThemeToggleValue = 'light' | 'dark';

export interface ThemeToggleProps {
  theme: ThemeToggleValue;
  onChange: (theme: ThemeToggleValue) => void;
  /** Accessible name while dark: says what pressing does. */
  toLightLabel?: string;
  /** Accessible name while light. */
  toDarkLabel?: string;
}

function SunIcon() {
  return (
    <IconFrame>
      <circle cx="12" cy="12" r="4" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        strokeLinecap="round"
      />
    </IconFrame>
  );
}

function MoonIcon() {
  return (
    <IconFrame>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" strokeLinejoin="round" />
    </IconFrame>
  );
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
