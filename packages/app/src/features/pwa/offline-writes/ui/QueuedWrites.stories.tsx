import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { QueuedWrite } from '@/shared/lib/network';
import { appLoader, withApp } from '@/shared/storybook';
import { discardFx, readWritesFx, replayFx, requeueFx } from '../model/offline-writes.ts';
import { QueuedWrites } from './QueuedWrites.tsx';

function write(id: string, change: Partial<QueuedWrite>): QueuedWrite {
  return {
    id,
    owner: 'story',
    kind: 'journal-entry',
    payload: {},
    label: '',
    queuedAt: '2026-11-28T08:15:00.000Z',
    attempts: 0,
    state: 'waiting',
    ...change,
  };
}

const waiting = [write('a', { label: 'On the train' }), write('b', { kind: 'check-in' })];
const undecided = [
  write('c', { label: 'Evening walk', state: 'conflict', problem: 'changed' }),
  write('d', { kind: 'reflection', label: 'Team meeting', state: 'conflict', problem: 'deleted' }),
  write('e', { kind: 'check-in', state: 'refused', problem: 'Request failed with status 400' }),
];

const replay = fn(() => Promise.resolve(null));
const requeue = fn<(change: { id: string; overwrite: boolean }) => Promise<void>>(() => Promise.resolve());
const discard = fn<(id: string) => Promise<void>>(() => Promise.resolve());

/** The writes this device holds are the model's (IndexedDB); a story gives its own, and sends nothing. */
function handlers(writes: QueuedWrite[]) {
  return [
    [readWritesFx, () => Promise.resolve(writes)],
    [replayFx, replay],
    [requeueFx, requeue],
    [discardFx, discard],
  ] as const;
}

const meta = {
  title: 'App/Features/QueuedWrites',
  component: QueuedWrites,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/journal', handlers: handlers(waiting) } },
  beforeEach: () => {
    replay.mockClear();
    requeue.mockClear();
    discard.mockClear();
  },
} satisfies Meta<typeof QueuedWrites>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing waits: only the empty live status, which takes no room. The frame mounts this part after the
 * page (a lazy chunk); with a margin of its own it pushed the page down as it came (a layout shift on the
 * dashboard: Lighthouse's CLS 0.11).
 */
export const NothingWaits: Story = {
  args: { online: true },
  parameters: { app: { handlers: handlers([]) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('');
    const root = canvasElement.querySelector('[role="status"]')?.parentElement?.parentElement;
    await expect(root?.getBoundingClientRect().height).toBe(0);
    await expect(root && getComputedStyle(root).marginBottom).toBe('0px');
  },
};

/** Offline: the count of what waits on this device, what it is on request, and nothing to press. */
export const WaitingOffline: Story = {
  args: { online: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '2 changes are kept on this device and will be sent when you are back online.',
    );
    await expect(canvas.queryByRole('button', { name: 'Send now' })).toBeNull();
    // What waits, by name, oldest first.
    await userEvent.click(canvas.getByText('Show what waits'));
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Journal entry: On the train \(written .+\)$/),
      expect.stringMatching(/^Check-in \(written .+\)$/),
    ]);
    await expect(items[0]).toBeVisible();
  },
};

/** Online with writes still waiting (the last try failed): "Send now" tries again at once. */
export const WaitingOnline: Story = {
  args: { online: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '2 changes made offline are waiting to be sent.',
    );
    const tries = replay.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(replay.mock.calls.length).toBeGreaterThan(tries));
  },
};

/**
 * Not sent: changed elsewhere (keeping mine is confirmed), deleted elsewhere (kept as a new one), and
 * refused (try again); discarding is confirmed, and Cancel keeps it.
 */
export const NeedsDecisions: Story = {
  args: { online: true },
  parameters: { app: { user: 'premium', url: '/app/journal', handlers: handlers(undecided) } },
  play: async ({ canvas, canvasElement }) => {
    const section = await canvas.findByRole('region', { name: 'Changes made offline that were not sent' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [changed, deleted, refused] = items.map((item) => within(item));
    if (!changed || !deleted || !refused) throw new Error('three items expected');
    await expect(changed.getByText(/^Journal entry: Evening walk/)).toBeVisible();
    await expect(
      changed.getByText(
        'It was changed on another device after you started editing it here. Saving yours would replace that change.',
      ),
    ).toBeVisible();
    await expect(
      refused.getByText('The platform did not accept it. Try again later, or discard it.'),
    ).toBeVisible();

    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(changed.getByRole('button', { name: 'Keep mine' }));
    const replace = await page.findByRole('alertdialog', { name: 'Replace the newer version?' });
    await userEvent.click(within(replace).getByRole('button', { name: 'Replace it' }));
    await waitFor(() => expect(requeue).toHaveBeenCalledWith({ id: 'c', overwrite: true }));

    await userEvent.click(deleted.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(requeue).toHaveBeenCalledWith({ id: 'd', overwrite: true }));

    await userEvent.click(refused.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requeue).toHaveBeenCalledWith({ id: 'e', overwrite: false }));

    await userEvent.click(refused.getByRole('button', { name: 'Discard' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Discard this change?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(discard).not.toHaveBeenCalled();
    await userEvent.click(refused.getByRole('button', { name: 'Discard' }));
    const again = await page.findByRole('alertdialog', { name: 'Discard this change?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(discard).toHaveBeenCalledWith('e'));
  },
};

export const TurkishDark: Story = {
  args: { online: false },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: {
    app: { user: 'premium', url: '/tr/app/journal', handlers: handlers([...waiting, ...undecided]) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '2 değişiklik bu cihazda saklanıyor; yeniden çevrimiçi olduğunuzda gönderilecek.',
    );
    const section = canvas.getByRole('region', {
      name: 'Çevrimdışıyken yapılıp gönderilemeyen değişiklikler',
    });
    await expect(within(section).getAllByRole('button', { name: 'Benimkini tut' })).toHaveLength(2);
    await expect(within(section).getByRole('button', { name: 'Yeniden dene' })).toBeVisible();
  },
};
