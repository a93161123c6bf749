import { DEMO_GROUP_ID } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { PostToGroupDialog } from './PostToGroupDialog.tsx';

/** Selin (a plain member) on the demo group's page, where the button sits beside the shared reflections. */
const meta = {
  title: 'App/Features/PostToGroup/Write',
  component: PostToGroupDialog,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'pro', url: `/app/groups/${DEMO_GROUP_ID}` } },
  args: { group: { id: DEMO_GROUP_ID, name: 'Evening check-in circle' } },
} satisfies Meta<typeof PostToGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One emotion and a thought are enough without a title; the dialog closes once it is posted. */
export const EmotionAndThoughts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Write for the group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write for the group' }));
    await expect(
      dialog.getByText(
        'Everyone in Evening check-in circle will see it. It is not saved to your own reflections.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Post to the group' }));
    await expect(
      await dialog.findByText('Write what happened, or add an emotion or your thoughts.'),
    ).toBeVisible();
    await userEvent.click(await dialog.findByRole('button', { name: /Green/ }));
    const word = within(dialog.getByRole('group', { name: 'Green words' })).getAllByRole('button')[0];
    if (word === undefined) throw new Error('no green word');
    await userEvent.click(word);
    await expect(word).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('radiogroup', { name: /^How strong: / })).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Your thoughts/ }),
      'Grateful for this circle.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Post to the group' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Write for the group' })).not.toBeInTheDocument(),
    );
  },
};

/** Turkish, dark: closing with text typed asks before it is lost, and "keep writing" keeps it. */
export const AsksBeforeDiscardingTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'pro', url: `/tr/app/groups/${DEMO_GROUP_ID}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Grup için yaz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grup için yazın' }));
    const what = dialog.getByRole('textbox', { name: 'Ne oldu' });
    await userEvent.type(what, 'Akşam yürüyüşü');
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Yazdıklarınız silinsin mi?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Yazmaya devam et' }));
    await expect(what).toHaveValue('Akşam yürüyüşü');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Gruba gönder' })).toBeVisible());
  },
};
