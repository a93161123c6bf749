import { demoGroupReflectionId } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { $groupReflection, groupReflectionOpened } from '@/entities/group';
import { appLoader, withApp } from '@/shared/storybook';
import { UnshareButton } from './UnshareButton.tsx';

const JAMES = demoGroupReflectionId('premium@example.com');

/** The author's "Stop sharing" on James's shared reflection. */
function DemoUnshare() {
  const [open, thread] = useUnit([groupReflectionOpened, $groupReflection]);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    open(JAMES);
  }, [open]);
  if (gone) return <p role="status">unshared</p>;
  if (thread === null) return <p>Loading</p>;
  return <UnshareButton thread={thread} onUnshared={() => setGone(true)} />;
}

const meta = {
  title: 'App/Features/ShareReflection/Unshare',
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: `/app/group/reflection/${JAMES}` } },
  render: () => <DemoUnshare />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stopping asks first, says what goes, and cancelling keeps the share. */
export const ConfirmsThenUnshares: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop sharing' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Stop sharing with Evening check-in circle?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop sharing' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing with Evening check-in circle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await expect(await canvas.findByText('unshared')).toBeVisible();
  },
};

/** In Turkish and dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: `/tr/app/group/reflection/${JAMES}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Paylaşımı kaldır' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Evening check-in circle ile paylaşım kaldırılsın mı?',
    });
    await expect(within(dialog).getByText(/gruptan hemen kaybolur/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  },
};
