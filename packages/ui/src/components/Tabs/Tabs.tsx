import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers (e.g. "Report period"). */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `manual`: arrow keys move focus and Enter/Space selects (for panels that are slow to render). */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/** Tabbed panels (Radix Tabs): arrow keys move between tabs, Home/End jump, Tab enters the panel. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      activationMode={activationMode}
      className={className}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={cx(styles.content)}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
