import { type VegReflection } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { $reflection, reflectionOpened } from '@/entities/reflection';
import { getPlatform } from '@/shared/api';
import { appLoader, withApp } from '@/shared/storybook';
import { ShareReflectionDialog } from './ShareReflectionDialog.tsx';

/** Selin's newest reflection that is not private, with the share dialog as its page offers it. */
function DemoShare() {
  const [open, reflection] = useUnit([reflectionOpened, $reflection]);
  useEffect(() => {
    void getPlatform()
      .entity.query<VegReflection>({
        entityName: 'VegReflection',
        sortCols: [{ field: 'date', dir: 'desc' }],
        count: 20,
      })
      .then(({ entities }) => {
        const shareable = entities.find((record) => record.private !== true);
        if (shareable) open(shareable.id);
      });
  }, [open]);
  if (reflection === null) return <p>Loading</p>;
  return <ShareReflectionDialog reflection={reflection} />;
}

const meta = {
  title: 'App/Features/ShareReflection/Share',
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'pro', url: '/app/reflection' } },
  render: () => <DemoShare />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the emotions: the preview shows exactly those, then the shared copy is one link away. */
export const EmotionsOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share with a group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share with a group' }));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Evening check-in circle' }));
    await expect(dialog.getByText('Choose a part to see what members will see.')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: /The emotions/ }));
    const preview = within(dialog.getByRole('region', { name: 'What members will see' }));
    await expect(preview.getByRole('list', { name: 'Emotions' })).toBeVisible();
    await expect(preview.queryByText('Thoughts:')).not.toBeInTheDocument();
    // No event: the card has no title.
    await expect(within(preview.getByRole('article')).queryByRole('heading')).not.toBeInTheDocument();
    await expect(dialog.getByText(/loop notes are never shared/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Share' }));
    await expect(await dialog.findByText('Shared with Evening check-in circle.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See it in the group' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/group\/reflection\/[\w-]+$/),
    );
  },
};

/** Turkish, dark: nothing is chosen at first, and sharing asks for a group and a part. */
export const AsksFirstTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'pro', url: '/tr/app/reflection' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bir grupla paylaş' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bir grupla paylaşın' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Paylaş' }));
    await expect(await dialog.findByText('Bir grup seçin.')).toBeVisible();
    await expect(dialog.getByText('En az bir bölüm seçin.')).toBeVisible();
    for (const name of [/Olay/, /Duygular/, /Düşünceler/])
      await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
  },
};
