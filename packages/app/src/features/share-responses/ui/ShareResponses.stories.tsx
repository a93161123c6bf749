import { demoGroupReflectionId } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { $groupReflection, groupReflectionOpened } from '@/entities/group';
import { $currentUser } from '@/entities/session';
import { appLoader, withApp } from '@/shared/storybook';
import { ReactionBar } from './ReactionBar.tsx';
import { RespondForm } from './RespondForm.tsx';
import { ResponseActions } from './ResponseActions.tsx';

const SELINS = demoGroupReflectionId('pro@example.com');

/** The reactions, responses and response form of Selin's shared reflection, as its page shows them. */
function DemoThread() {
  const [open, thread, user] = useUnit([groupReflectionOpened, $groupReflection, $currentUser]);
  useEffect(() => {
    open(SELINS);
  }, [open]);
  if (thread === null) return <p>Loading</p>;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ReactionBar thread={thread} />
      <ul aria-label="Responses">
        {thread.responses.map((response) => (
          <li key={response.id}>
            <article aria-label={response.authorName}>
              <p>{response.text}</p>
              <ResponseActions response={response} thread={thread} viewerId={user?.userId ?? ''} />
            </article>
          </li>
        ))}
      </ul>
      <RespondForm reflectionId={thread.reflection.id} />
    </div>
  );
}

const meta = {
  title: 'App/Features/ShareResponses',
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'enterprise', url: `/app/group/reflection/${SELINS}` } },
  render: () => <DemoThread />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator reacts (a toggle with its count), responds, and removes a response after confirming. */
export const ReactRespondRemove: Story = {
  play: async ({ canvas }) => {
    const relate = await canvas.findByRole('button', { name: 'I relate, 0' });
    await expect(relate).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(relate);
    await expect(await canvas.findByRole('button', { name: 'I relate, 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send response' }));
    await expect(await canvas.findByText('Write a few words before sending.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your response' }), 'I am here with you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send response' }));
    await expect(await canvas.findByText('I am here with you.')).toBeVisible();
    // A moderator may remove anyone's response.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the response from James Carter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this response?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText(/Bunu paylaştığın/)).not.toBeInTheDocument());
    await expect(canvas.getByText('I am here with you.')).toBeVisible();
  },
};

/** A member (Turkish, dark) reports a response to the moderators and sees it marked. */
export const ReportTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'pro', url: `/tr/app/group/reflection/${SELINS}` } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'James Carter adlı üyenin yanıtını bildir' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Bu yanıt moderatörlere bildirilsin mi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    await expect(await canvas.findByText('Moderatörlere bildirildi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ben de hissediyorum, 0' })).toBeVisible();
  },
};
