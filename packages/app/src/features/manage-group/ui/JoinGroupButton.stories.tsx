import { DEMO_GROUP_INVITE_CODE } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { JoinGroupButton } from './JoinGroupButton.tsx';

/** The button with what it reported. */
function JoinWithOutcome({ code }: { code: string }) {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <JoinGroupButton
        code={code}
        onJoined={() => setOutcome('joined')}
        onRefused={(status) => setOutcome(`refused: ${status}`)}
      />
      <p role="status">{outcome}</p>
    </>
  );
}

const meta = {
  title: 'App/Features/JoinGroupButton',
  component: JoinGroupButton,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/groups/join-confirmation' } },
  args: { code: DEMO_GROUP_INVITE_CODE, onJoined: () => undefined, onRefused: () => undefined },
  render: (args) => <JoinWithOutcome code={args.code} />,
} satisfies Meta<typeof JoinGroupButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded open link joins the demo group. */
export const Joins: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Join group' }));
    await expect(await canvas.findByText('joined')).toBeVisible();
  },
};

/** A code nobody made is refused as unknown (Turkish, dark). */
export const UnknownCodeTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/groups/join-confirmation' } },
  args: { code: 'no-such-code' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Gruba katıl' }));
    await expect(await canvas.findByText('refused: unknown')).toBeVisible();
  },
};
