import { DEMO_GROUP_ID } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { $group, groupOpened } from '@/entities/group';
import { appLoader, withApp } from '@/shared/storybook';
import { InviteDialog } from './InviteDialog.tsx';

/** The demo group, loaded as its page loads it. */
function DemoGroupInvite() {
  const [open, detail] = useUnit([groupOpened, $group]);
  useEffect(() => {
    open(DEMO_GROUP_ID);
  }, [open]);
  return detail === null ? <p>Loading</p> : <InviteDialog detail={detail} />;
}

const meta = {
  title: 'App/Features/InviteDialog',
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: `/app/groups/${DEMO_GROUP_ID}` } },
  render: () => <DemoGroupInvite />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 7-day link limited to 3 uses; the open links list it. */
export const CreateLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people to Evening check-in circle' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Use limit/ }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByRole('textbox', { name: /Invite link/ });
    await waitFor(() => expect((link as HTMLInputElement).value).toMatch(/\/groups\/invite\?code=/));
    await expect(await within(dialog).findByText(/0 of 3 uses/)).toBeVisible();
  },
};

/** In Turkish, dark: the seeded open link is listed with its expiry. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: `/tr/app/groups/${DEMO_GROUP_ID}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Davet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evening check-in circle grubuna davet et' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Açık bağlantılar' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('radio', { name: '7 gün' })).toBeChecked();
  },
};

/** In Turkish, dark: an e-mail invite checks the address, then says where it went and lists it. */
export const EmailInviteTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: `/tr/app/groups/${DEMO_GROUP_ID}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Davet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evening check-in circle grubuna davet et' });
    const byEmail = within(within(dialog).getByRole('region', { name: 'E-postayla davet edin' }));
    const address = byEmail.getByRole('textbox', { name: /E-posta adresi/ });
    await userEvent.type(address, 'arkadas@');
    await userEvent.click(byEmail.getByRole('button', { name: 'Daveti gönder' }));
    await expect(await byEmail.findByText('ad@example.com gibi bir e-posta adresi girin.')).toBeVisible();
    await userEvent.type(address, 'example.com');
    await userEvent.selectOptions(byEmail.getByRole('combobox', { name: 'Davetin geçerlilik süresi' }), '1d');
    await userEvent.click(byEmail.getByRole('button', { name: 'Daveti gönder' }));
    await expect(await byEmail.findByText('Davet arkadas@example.com adresine gönderildi.')).toBeVisible();
    await expect(
      await within(dialog).findByText(/\(arkadas@example.com adresine gönderildi\)/),
    ).toBeVisible();
  },
};
