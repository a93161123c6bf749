import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';

const onRename = fn();
const onDelete = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Open overlays would cover the docs page and trap its focus: each story gets its own frame.
      story: { inline: false, iframeHeight: 300 },
      description: {
        component:
          'A menu of actions (Radix DropdownMenu). Arrow keys move, Enter or Space chooses, typing jumps to an ' +
          'item, Escape closes and returns focus to the trigger. Items: `DropdownMenuItem` (with `onSelect`, ' +
          '`icon`, `tone="danger"`), `DropdownMenuCheckboxItem`, `DropdownMenuRadioGroup` + `DropdownMenuRadioItem` ' +
          '(e.g. a language choice), `DropdownMenuLabel`, `DropdownMenuSeparator`.',
      },
    },
  },
  args: {
    trigger: <Button variant="secondary">Entry actions</Button>,
    children: (
      <>
        <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
        <DropdownMenuItem disabled>Share (soon)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </>
    ),
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Entry actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    // The disabled item is skipped by the arrow keys.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    // Found again: opened before Radix had loaded, the trigger is Radix's own one now.
    await expect(canvas.getByRole('button', { name: 'Entry actions' })).toHaveFocus();
  },
};

function LanguageMenu() {
  const [language, setLanguage] = useState('en-US');
  const [compact, setCompact] = useState(false);
  return (
    <DropdownMenu trigger={<Button variant="secondary">Language: {language}</Button>} label="Language">
      <DropdownMenuLabel>Language</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={language} onValueChange={setLanguage} label="Language">
        <DropdownMenuRadioItem value="en-US">English</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="tr-TR">Türkçe</DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
        Compact layout
      </DropdownMenuCheckboxItem>
    </DropdownMenu>
  );
}

export const RadioAndCheckboxItems: Story = {
  render: () => <LanguageMenu />,
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: en-US' }));
    const menu = await page.findByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    // Typeahead: typing "t" jumps to Türkçe.
    await userEvent.keyboard('t');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Türkçe' })).toHaveFocus();
    // Enter, not Space: right after typeahead Radix treats a space as part of the search.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Language: tr-TR' })).toHaveFocus();
  },
};

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  parameters: {
    // While a modal menu is open Radix hides the rest of the page (aria-hidden) and traps focus, so the
    // trigger behind it cannot be reached; axe still flags it (aria-hidden-focus). The menu itself is checked.
    a11y: { context: { exclude: [['[data-aria-hidden="true"]']] } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const item = await page.findByRole('menuitem', { name: 'Delete' });
    await waitFor(() => expect(item).toBeVisible());
  },
};
