import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoopReflection } from '@/entities/emotion';
import { appLoader, withApp } from '@/shared/storybook';
import type { TrackedLoop } from '../model/loops.ts';
import { LoopCard } from './LoopCard.tsx';

type Word = LoopReflection['emotions'][number];

function word(id: string, name: string, pleasantness: number, quadrant: Word['quadrant']): Word {
  return {
    id,
    name,
    definition: '',
    kind: 1,
    level: 2,
    origin: 'everyday',
    pleasantness,
    energy: 0.4,
    quadrant,
    isCustom: false,
  };
}

/** The words of the loop's reflections, in the story's language. */
interface Words {
  title: string;
  note: string;
  untitled: string;
  reflections: [string, string, string, string, string];
  anxious: string;
  tense: string;
  frustrated: string;
  content: string;
  calm: string;
}

const ENGLISH: Words = {
  title: 'Late-night work e-mails',
  note: 'Phone in the hall after 9 pm.',
  untitled: '',
  reflections: [
    'Answered the boss at midnight',
    'Inbox before bed',
    'Could not stop checking',
    'Left the reply for the morning',
    'Phone stayed in the hall',
  ],
  anxious: 'Anxious',
  tense: 'Tense',
  frustrated: 'Frustrated',
  content: 'Content',
  calm: 'Calm',
};

const TURKISH: Words = {
  title: 'Gece geç saatte iş e-postaları',
  note: 'Saat 21.00’den sonra telefon koridorda.',
  untitled: '',
  reflections: [
    'Gece yarısı patrona cevap verdim',
    'Yatmadan önce gelen kutusu',
    'Bakmadan duramadım',
    'Cevabı sabaha bıraktım',
    'Telefon koridorda kaldı',
  ],
  anxious: 'Kaygılı',
  tense: 'Gergin',
  frustrated: 'Hüsranlı',
  content: 'Memnun',
  calm: 'Sakin',
};

/**
 * Six reflections over ten weeks (some weeks without any), about 0.6 a week; the four "after" ones grow
 * more pleasant (-0.6, -0.4, 0.3, 0.4: lately "pleasant"), so the loop is loosening.
 */
function loosening(words: Words): TrackedLoop {
  const reflections: LoopReflection[] = [
    {
      id: 'loop-r1',
      date: '2025-03-04T12:00:00.000Z',
      timing: JournalTiming.After,
      title: words.reflections[0],
      tags: ['work'],
      loopId: 'loop-emails',
      emotions: [word('anxious', words.anxious, -0.6, 'red')],
    },
    {
      id: 'loop-r2',
      date: '2025-03-06T12:00:00.000Z',
      timing: JournalTiming.Before,
      title: words.reflections[1],
      tags: ['work'],
      loopId: 'loop-emails',
      emotions: [word('tense', words.tense, -0.5, 'red')],
    },
    {
      id: 'loop-r3',
      date: '2025-03-19T12:00:00.000Z',
      timing: JournalTiming.After,
      title: words.reflections[2],
      tags: [],
      loopId: 'loop-emails',
      emotions: [word('frustrated', words.frustrated, -0.4, 'red')],
    },
    {
      id: 'loop-r4',
      date: '2025-04-01T12:00:00.000Z',
      timing: null,
      title: words.untitled,
      tags: [],
      loopId: 'loop-emails',
      emotions: [],
    },
    {
      id: 'loop-r5',
      date: '2025-04-16T12:00:00.000Z',
      timing: JournalTiming.After,
      title: words.reflections[3],
      tags: ['work'],
      loopId: 'loop-emails',
      emotions: [word('content', words.content, 0.3, 'green')],
    },
    {
      id: 'loop-r6',
      date: '2025-05-07T12:00:00.000Z',
      timing: JournalTiming.After,
      title: words.reflections[4],
      tags: ['work'],
      loopId: 'loop-emails',
      emotions: [word('calm', words.calm, 0.4, 'green')],
    },
  ];
  return {
    loopId: 'loop-emails',
    title: words.title,
    color: '#7c5cff',
    note: words.note,
    reflections,
    weeks: [
      { start: '2025-03-03', count: 2 },
      { start: '2025-03-10', count: 0 },
      { start: '2025-03-17', count: 1 },
      { start: '2025-03-24', count: 0 },
      { start: '2025-03-31', count: 1 },
      { start: '2025-04-07', count: 0 },
      { start: '2025-04-14', count: 1 },
      { start: '2025-04-21', count: 0 },
      { start: '2025-04-28', count: 0 },
      { start: '2025-05-05', count: 1 },
    ],
    perWeek: 0.6,
    after: [
      { reflectionId: 'loop-r1', date: '2025-03-04T12:00:00.000Z', pleasantness: -0.6 },
      { reflectionId: 'loop-r3', date: '2025-03-19T12:00:00.000Z', pleasantness: -0.4 },
      { reflectionId: 'loop-r5', date: '2025-04-16T12:00:00.000Z', pleasantness: 0.3 },
      { reflectionId: 'loop-r6', date: '2025-05-07T12:00:00.000Z', pleasantness: 0.4 },
    ],
    afterTrend: 'loosening',
  };
}

/** Two reflections in four weeks, one of them "after": too few to tell a trend; no note yet. */
const NEW_LOOP: TrackedLoop = {
  loopId: 'loop-sunday',
  title: 'Sunday-evening dread',
  color: '#e0a100',
  note: '',
  reflections: [
    {
      id: 'sunday-r1',
      date: '2025-04-27T12:00:00.000Z',
      timing: JournalTiming.Before,
      title: 'Monday is coming',
      tags: [],
      loopId: 'loop-sunday',
      emotions: [word('uneasy', 'Uneasy', -0.4, 'red')],
    },
    {
      id: 'sunday-r2',
      date: '2025-05-11T12:00:00.000Z',
      timing: JournalTiming.After,
      title: 'The week was fine after all',
      tags: [],
      loopId: 'loop-sunday',
      emotions: [word('relieved', 'Relieved', 0.6, 'green')],
    },
  ],
  weeks: [
    { start: '2025-04-21', count: 1 },
    { start: '2025-04-28', count: 0 },
    { start: '2025-05-05', count: 1 },
    { start: '2025-05-12', count: 0 },
  ],
  perWeek: 0.5,
  after: [{ reflectionId: 'sunday-r2', date: '2025-05-11T12:00:00.000Z', pleasantness: 0.6 }],
  afterTrend: null,
};

/** The cards are list items: the tracker lists them. */
const inList: Decorator = (Story) => (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '36rem' }}>
    <Story />
  </ul>
);

const meta = {
  title: 'App/Pages/Report/LoopCard',
  component: LoopCard,
  decorators: [inList, withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  args: { loop: loosening(ENGLISH), saving: false, saveFailed: false, onSaveNote: fn() },
} satisfies Meta<typeof LoopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A loop that is loosening: how often it came back, the strip of its weeks, the trend of the feelings
 * after it, the timeline of its reflections, and the note on what helps, saved with its new words.
 */
export const Loosening: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Late-night work e-mails' })).toBeVisible();
    await expect(
      canvas.getByText(
        '6 reflections this year, about 0.6 a week. Afterwards it has been feeling better than it used to (lately pleasant): the loop may be loosening.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Reflections per week, over the last 10 weeks: week of Mar 3: 2, week of Mar 17: 1, week of Mar 31: 1, week of Apr 14: 1, week of May 5: 1',
      }),
    ).toBeVisible();

    // The timeline, oldest first, with links to the reflections (an untitled one is named as such).
    const timeline = canvas.getByText('Timeline: 6 reflections');
    await userEvent.click(timeline);
    await expect(timeline.closest('details')).toHaveAttribute('open');
    const first = canvas.getByRole('link', { name: 'Answered the boss at midnight' });
    await expect(first).toBeVisible();
    await expect(first.closest('li')).toHaveTextContent(
      'Answered the boss at midnight · Mar 4, 2025 · After the event · Anxious',
    );
    await expect(canvas.getByRole('link', { name: 'A reflection' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Phone stayed in the hall' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All reflections of this loop' })).toBeVisible();

    // The note: unchanged, there is nothing to save; with new words, they are saved.
    const note = canvas.getByRole('textbox', { name: 'What helps with this loop' });
    await expect(note).toHaveValue('Phone in the hall after 9 pm.');
    await expect(note).toHaveAccessibleDescription('Your own words, for the next time it comes back.');
    const save = canvas.getByRole('button', { name: 'Save note' });
    await expect(save).toBeDisabled();
    await userEvent.type(note, ' Tea instead of the inbox.');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSaveNote).toHaveBeenCalledOnce();
    await expect(args.onSaveNote).toHaveBeenCalledWith(
      'Phone in the hall after 9 pm. Tea instead of the inbox.',
    );
  },
};

/** Too few "after" reflections for a trend, and no note yet: nothing to save until words are typed. */
export const NoTrendYet: Story = {
  args: { loop: NEW_LOOP },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sunday-evening dread' })).toBeVisible();
    await expect(
      canvas.getByText(
        '2 reflections this year, about 0.5 a week. Reflect on how it felt afterwards a couple of times to see whether it is loosening.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Reflections per week, over the last 4 weeks: week of Apr 21: 1, week of May 5: 1',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Timeline: 2 reflections')).toBeVisible();

    const note = canvas.getByRole('textbox', { name: 'What helps with this loop' });
    const save = canvas.getByRole('button', { name: 'Save note' });
    await expect(note).toHaveValue('');
    await expect(save).toBeDisabled();
    // Spaces alone are not a note.
    await userEvent.type(note, '   ');
    await expect(save).toBeDisabled();
    await userEvent.clear(note);
    await userEvent.type(note, 'A walk round the block');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSaveNote).toHaveBeenCalledWith('A walk round the block');
  },
};

/** A loop whose name and note were sealed on another device: said so, and no note form. */
export const SealedTitleAndNote: Story = {
  args: { loop: { ...loosening(ENGLISH), title: null, color: null, note: null } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'A loop (its name is encrypted on another device)' }),
    ).toBeVisible();
    await expect(canvas.getByText('The note on what helps is encrypted on another device.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save note' })).toBeNull();
    await expect(canvas.getByText(/^6 reflections this year/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All reflections of this loop' })).toBeVisible();
  },
};

/** The last save of the note failed: the field says so, and what was written stays. */
export const SaveFailed: Story = {
  args: { saveFailed: true },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('textbox', { name: 'What helps with this loop' });
    await expect(
      canvas.getByText('The note could not be saved. What you wrote is still here; try again.'),
    ).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAccessibleDescription(
      'Your own words, for the next time it comes back. The note could not be saved. What you wrote is still here; try again.',
    );
    await expect(note).toHaveValue('Phone in the hall after 9 pm.');
  },
};

/** The loosening loop in Turkish. */
export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  args: { loop: loosening(TURKISH) },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Gece geç saatte iş e-postaları' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Bu yıl 6 yansıma, haftada yaklaşık 0,6. Sonrasında eskisinden daha iyi hissediyorsunuz (son zamanlarda hoş): döngü gevşiyor olabilir.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Haftalık yansıma sayısı, son 10 hafta: 3 Mar haftası: 2, 17 Mar haftası: 1, 31 Mar haftası: 1, 14 Nis haftası: 1, 5 May haftası: 1',
      }),
    ).toBeVisible();

    const timeline = canvas.getByText('Zaman çizelgesi: 6 yansıma');
    await userEvent.click(timeline);
    const first = canvas.getByRole('link', { name: 'Gece yarısı patrona cevap verdim' });
    await expect(first).toBeVisible();
    await expect(first.closest('li')).toHaveTextContent(
      'Gece yarısı patrona cevap verdim · 4 Mar 2025 · Olaydan sonra · Kaygılı',
    );
    await expect(canvas.getByRole('link', { name: 'Bir yansıma' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bu döngünün tüm yansımaları' })).toBeVisible();

    const form = canvas.getByRole('textbox', { name: 'Bu döngüde size ne iyi geliyor' });
    await expect(form).toHaveValue('Saat 21.00’den sonra telefon koridorda.');
    await expect(form).toHaveAccessibleDescription('Bir dahaki sefere için kendi sözcüklerinizle.');
    await userEvent.type(form, ' Yerine çay.');
    await userEvent.click(canvas.getByRole('button', { name: 'Notu kaydet' }));
    await expect(args.onSaveNote).toHaveBeenCalledWith('Saat 21.00’den sonra telefon koridorda. Yerine çay.');
    await expect(
      within(canvas.getByRole('listitem', { name: 'Gece geç saatte iş e-postaları' })).getAllByRole('link'),
    ).toHaveLength(7);
  },
};

/** A rare loop, quiet for the last 13 weeks: its rate keeps two decimals, and the strip says it is quiet. */
export const QuietLately: Story = {
  args: {
    loop: {
      ...NEW_LOOP,
      perWeek: 0.04,
      weeks: [
        { start: '2025-04-21', count: 1 },
        ...Array.from({ length: 14 }, (_, index) => ({
          start: new Date(Date.UTC(2025, 3, 28 + 7 * index)).toISOString().slice(0, 10),
          count: 0,
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^2 reflections this year, about 0\.04 a week\./)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No reflections in the last 13 weeks' })).toBeVisible();
  },
};
