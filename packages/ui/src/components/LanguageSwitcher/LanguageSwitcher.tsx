import { VisuallyHidden } from 'radix-ui';
import { Button } from '../Button/index.ts';
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../DropdownMenu/index.ts';
import { IconFrame } from '../private/icons.tsx';

export interface Language {
  /** A BCP 47 tag, e.g. "en-US". */
  code: string;
  /** The language's own name, e.g. "Türkçe". */
  label: string;
  /** Shown on the trigger, e.g. "EN"; defaults to the tag's first part in capitals. */
  short?: string;
}

export interface LanguageSwitcherProps {
  languages: readonly Language[];
  value: string;
  onChange: (code: string) => void;
  /** Names the control and the menu. */
  label?: string;
}

function GlobeIcon() {
  return (
    <IconFrame>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </IconFrame>
  );
}

function shortName(language: Language): string {
  return language.short ?? (language.code.split('-')[0] ?? language.code).toUpperCase();
}

/** Picks the interface language from a menu; the current one is checked (menuitemradio). */
export function LanguageSwitcher({ languages, value, onChange, label = 'Language' }: LanguageSwitcherProps) {
  const current = languages.find((language) => language.code === value);
  return (
    <DropdownMenu
      align="end"
      label={label}
      trigger={
        <Button variant="ghost" size="sm">
          <GlobeIcon />
          {/* Sighted users read the short code; screen readers hear "Language: English". */}
          <span aria-hidden="true">{current ? shortName(current) : value}</span>
          <VisuallyHidden.Root>
            {label}: {current?.label ?? value}
          </VisuallyHidden.Root>
        </Button>
      }
    >
      <DropdownMenuRadioGroup value={value} onValueChange={onChange} label={label}>
        {languages.map((language) => (
          <DropdownMenuRadioItem key={language.code} value={language.code} textValue={language.label}>
            <span lang={language.code}>{language.label}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}
