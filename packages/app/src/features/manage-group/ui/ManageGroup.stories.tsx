import { DEMO_GROUP_ID } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { $group, groupOpened } from '@/entities/group';
import { $currentUser } from '@/entities/session';
import { appLoader, withApp } from '@/shared/storybook';
import { DeleteGroupDialog } from './DeleteGroupDialog.tsx';
import { LeaveGroupButton } from './LeaveGroupButton.tsx';
import { MemberActions } from './MemberActions.tsx';
import { RenameGroupDialog } from './RenameGroupDialog.tsx';

/** The owner's or member's tools on the demo group, as its page shows them. */
function DemoGroupTools() {
  const [open, detail, user] = useUnit([groupOpened, $group, $currentUser]);
  const [gone, setGone] = useState<string | null>(null);
  useEffect(() => {
    open(DEMO_GROUP_ID);
  }, [open]);
  if (detail === null) return <p>Loading</p>;
  const { group } = detail;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <h1 style={{ margin: 0 }}>{group.name}</h1>
      <div style={{ display: 'flex', gap: 8 }}>
        {group.myRole === 'owner' ? <RenameGroupDialog group={group} /> : null}
        <LeaveGroupButton group={group} onLeft={() => setGone('left')} />
        {group.myRole === 'owner' ? (
          <DeleteGroupDialog group={group} onDeleted={() => setGone('deleted')} />
        ) : null}
      </div>
      <ul aria-label="Members">
        {detail.members.map((member) => (
          <li key={member.userId}>
            {member.name} ({member.role}){' '}
            <MemberActions
              groupId={group.id}
              member={member}
              viewerRole={group.myRole}
              viewerId={user?.userId ?? ''}
            />
          </li>
        ))}
      </ul>
      <p role="status">{gone}</p>
    </div>
  );
}

const meta = {
  title: 'App/Features/ManageGroup',
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: `/app/groups/${DEMO_GROUP_ID}` } },
  render: () => <DemoGroupTools />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner renames the group and promotes a member to moderator. */
export const RenameAndPromote: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the group' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Evening circle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('heading', { name: 'Evening circle' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make moderator: Selin Aydın' }));
    await expect(await canvas.findByRole('button', { name: 'Make member: Selin Aydın' })).toBeVisible();
  },
};

/** Removing a member asks first; deleting needs the name typed. */
export const RemoveAndDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove: Selin Aydın' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Selin Aydın?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText(/Selin Aydın/)).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Evening check-in circle?' });
    const button = within(dialog).getByRole('button', { name: 'Delete for everyone' });
    await expect(button).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Evening check-in circle');
    await userEvent.click(button);
    await expect(await canvas.findByText('deleted')).toBeVisible();
  },
};

/** A member (Turkish, dark) has no owner tools and leaves after a confirmation. */
export const MemberLeavesTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'pro', url: `/tr/app/groups/${DEMO_GROUP_ID}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Gruptan ayrıl' }));
    await expect(canvas.queryByRole('button', { name: 'Grubu sil' })).not.toBeInTheDocument();
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Evening check-in circle grubundan ayrılıyor musunuz?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Gruptan ayrıl' }));
    await expect(await canvas.findByText('left')).toBeVisible();
  },
};
