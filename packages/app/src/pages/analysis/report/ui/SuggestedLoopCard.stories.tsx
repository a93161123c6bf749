import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { emotionCatalogueRequested } from '@/entities/emotion';
import { appLoader, withApp } from '@/shared/storybook';
import type { SuggestedLoop } from '../model/loops.ts';
import { SuggestedLoopCard } from './SuggestedLoopCard.tsx';

/** Three reflections tagged "commute" within two weeks, each with a shade of fear. */
const COMMUTE: SuggestedLoop = {
  key: 'tag:commute|fear',
  reason: { kind: 'tag', value: 'commute' },
  family: 'fear',
  reflectionIds: ['commute-1', 'commute-2', 'commute-3'],
  peak: 3,
  latest: '2025-05-15T12:00:00.000Z',
  reflections: [
    { id: 'commute-1', title: 'Train cancelled again', date: '2025-05-02T12:00:00.000Z' },
    { id: 'commute-2', title: 'Stuck between stations', date: '2025-05-08T12:00:00.000Z' },
    { id: 'commute-3', title: 'Late for the stand-up', date: '2025-05-15T12:00:00.000Z' },
  ],
};

/** Four reflections with "presentation" in the title within 30 days (one untitled now), each with anticipation. */
const PRESENTATION: SuggestedLoop = {
  key: 'title:presentation|anticipation',
  reason: { kind: 'title', value: 'presentation' },
  family: 'anticipation',
  reflectionIds: ['talk-1', 'talk-2', 'talk-3', 'talk-4'],
  peak: 4,
  latest: '2025-05-20T12:00:00.000Z',
  reflections: [
    { id: 'talk-1', title: 'Presentation to the board', date: '2025-04-24T12:00:00.000Z' },
    { id: 'talk-2', title: 'Slides for the presentation', date: '2025-05-06T12:00:00.000Z' },
    { id: 'talk-3', title: '', date: '2025-05-13T12:00:00.000Z' },
    { id: 'talk-4', title: 'The client presentation', date: '2025-05-20T12:00:00.000Z' },
  ],
};

/** Selin's three reflections tagged "sunum", each with a shade of fear. */
const SUNUM: SuggestedLoop = {
  key: 'tag:sunum|fear',
  reason: { kind: 'tag', value: 'sunum' },
  family: 'fear',
  reflectionIds: ['sunum-1', 'sunum-2', 'sunum-3'],
  peak: 3,
  latest: '2025-05-15T12:00:00.000Z',
  reflections: [
    { id: 'sunum-1', title: 'Müşteriye sunum', date: '2025-05-02T12:00:00.000Z' },
    { id: 'sunum-2', title: 'Yarınki sunum için son prova', date: '2025-05-08T12:00:00.000Z' },
    { id: 'sunum-3', title: 'Mükemmel değil, yeterli bir sunum', date: '2025-05-15T12:00:00.000Z' },
  ],
};

/** Asks for the emotion catalogue, as the report does when it opens: the family's word comes from it. */
function WithCatalogue({ children }: { children: ReactNode }) {
  const request = useUnit(emotionCatalogueRequested);
  useEffect(() => {
    request();
  }, [request]);
  return <>{children}</>;
}

/** The cards are list items: the tracker lists them. */
const inList: Decorator = (Story) => (
  <WithCatalogue>
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '36rem' }}>
      <Story />
    </ul>
  </WithCatalogue>
);

const meta = {
  title: 'App/Pages/Report/SuggestedLoopCard',
  component: SuggestedLoopCard,
  decorators: [inList, withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  args: { suggestion: COMMUTE, busy: false, onAccept: fn(), onDismiss: fn() },
} satisfies Meta<typeof SuggestedLoopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A tag that came back with the same family: the reflections, a name to start from, an empty name
 * refused and said, a name accepted (trimmed), and Dismiss.
 */
export const TagSuggestion: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Tagged “commute”: 3 times in 30 days, each with fear' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Train cancelled again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Stuck between stations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Late for the stand-up' })).toBeVisible();
    await expect(canvas.getByText('· May 8, 2025')).toBeVisible();

    const name = canvas.getByRole('textbox', { name: 'Name of the loop' });
    const accept = canvas.getByRole('button', { name: 'Follow as a loop' });
    await expect(name).toHaveValue('Commute');

    // An empty name is refused and said; nothing is sent.
    await userEvent.clear(name);
    await userEvent.click(accept);
    await expect(await canvas.findByText('Give the loop a name.')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('Give the loop a name.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAccept).not.toHaveBeenCalled();

    // A name is sent trimmed.
    await userEvent.type(name, '  Morning trains  ');
    await expect(canvas.queryByText('Give the loop a name.')).toBeNull();
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith('Morning trains');

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A word in the titles: its own sentence, an untitled reflection named as such, and a name too long. */
export const TitleWordSuggestion: Story = {
  args: { suggestion: PRESENTATION },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: '“presentation” in the title: 4 times in 30 days, each with anticipation',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'A reflection' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);

    const name = canvas.getByRole('textbox', { name: 'Name of the loop' });
    await expect(name).toHaveValue('Presentation');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(81));
    await userEvent.click(canvas.getByRole('button', { name: 'Follow as a loop' }));
    await expect(await canvas.findByText('Keep the name to 80 characters.')).toBeVisible();
    await expect(name).toHaveValue('x'.repeat(81));
    await expect(args.onAccept).not.toHaveBeenCalled();

    // Enter in the field submits the form, as the button does.
    await userEvent.clear(name);
    await userEvent.type(name, 'Presentations{Enter}');
    await expect(args.onAccept).toHaveBeenCalledWith('Presentations');
  },
};

/** The suggestion being accepted: the button is busy and ignores clicks, and Dismiss waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const accept = await canvas.findByRole('button', { name: 'Follow as a loop' });
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
    await userEvent.click(accept);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name of the loop' }), '{Enter}');
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** A tag suggestion in Turkish: the family's Turkish word, lower-cased, and a name with a capital. */
export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  args: { suggestion: SUNUM },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '“sunum” etiketli: 30 günde 3 kez, her birinde korku' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Yarınki sunum için son prova' })).toBeVisible();
    await expect(canvas.getByText('· 8 May 2025')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Döngünün adı' });
    await expect(name).toHaveValue('Sunum');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Döngü olarak takip et' }));
    await expect(await canvas.findByText('Döngüye bir ad verin.')).toBeVisible();
    await userEvent.type(name, 'İş sunumları');
    await userEvent.click(canvas.getByRole('button', { name: 'Döngü olarak takip et' }));
    await expect(args.onAccept).toHaveBeenCalledWith('İş sunumları');
    await userEvent.click(canvas.getByRole('button', { name: 'Kapat' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
