import { EMOTION_CATALOGUE, emotionIdFor } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n, type Language } from '@/shared/i18n';
import enTerms from '../../../../public/locales/en-US/app_terms.json';
import trTerms from '../../../../public/locales/tr-TR/app_terms.json';
import { toEmotion } from '../lib/to-emotion.ts';
import type { Emotion, Quadrant } from '../model/types.ts';
import { EmotionPicker } from './EmotionPicker.tsx';

/** The seeded catalogue in one language, as the catalogue query gives it to the picker. */
function catalogue(language: Language): Emotion[] {
  return EMOTION_CATALOGUE.flatMap(
    (entry) =>
      toEmotion(
        {
          ...entry,
          id: emotionIdFor(entry.slug),
          name: entry.name[language],
          definition: entry.definition[language],
          parents: entry.parents === undefined ? undefined : [entry.parents[0], entry.parents[1]],
          isCustom: false,
        },
        language,
      ) ?? [],
  );
}

interface PickerStoryProps {
  language: Language;
  initialQuadrant?: Quadrant;
  onChange: (ids: string[]) => void;
}

/** The picker with its chosen words kept in state, as a form would keep them. */
function PickerStory({ language, initialQuadrant, onChange }: PickerStoryProps) {
  const [value, setValue] = useState<string[]>([]);
  const emotions = useMemo(() => catalogue(language), [language]);
  return (
    <EmotionPicker
      emotions={emotions}
      value={value}
      initialQuadrant={initialQuadrant}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'Entities/EmotionPicker',
  component: PickerStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Chooses emotion words Mood-Meter style: a colour (pleasantness × energy), then words of that colour, ' +
          'or a word found by name in the current language (Turkish-aware, with or without diacritics). Each word ' +
          'announces its definition; arrow keys move within a group; the chosen words are listed; two basic ' +
          'families offer their composite.',
      },
    },
  },
  args: { language: 'en-US', onChange: fn() },
  loaders: [
    async ({ args }): Promise<{ i18n: i18n }> => ({
      i18n: await createI18n({
        language: args.language,
        resources: { 'en-US': { app_terms: enTerms }, 'tr-TR': { app_terms: trTerms } },
        namespaces: ['app_terms'],
      }),
    }),
  ],
  decorators: [
    (Story, { loaded }) => (
      <I18nextProvider i18n={(loaded as { i18n: i18n }).i18n}>
        <Story />
      </I18nextProvider>
    ),
  ],
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard alone: a colour, a word (its definition is its description), then another word by arrow key. */
export const Grid: Story = {
  play: async ({ canvas, args }) => {
    const colours = canvas.getByRole('group', { name: 'Which colour is closest to how you feel?' });
    await expect(within(colours).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByText('Choose a colour to see its words, or search for one.')).toBeVisible();

    const red = within(colours).getByRole('button', { name: /Red/ });
    red.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const green = within(colours).getByRole('button', { name: /Green/ });
    await expect(within(colours).getByRole('button', { name: /Blue/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(green).toHaveAttribute('aria-pressed', 'true');

    const words = canvas.getByRole('group', { name: 'Green words' });
    const calm = within(words).getByRole('button', { name: 'Calm' });
    await expect(calm).toHaveAccessibleDescription('Settled and quiet inside, nothing pressing.');
    calm.focus();
    await waitFor(() =>
      expect(canvas.getByTestId('emotion-definition')).toHaveTextContent(
        'Calm: Settled and quiet inside, nothing pressing.',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(calm).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([emotionIdFor('calm'), emotionIdFor('content')]);

    const chosen = canvas.getByRole('list', { name: 'Chosen words' });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Calm×', 'Content×']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove Calm' }));
    await expect(calm).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Search finds a word across colours; two basic families offer their composite. */
export const SearchAndComposite: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByLabelText('Find a word');
    await userEvent.type(search, 'joy');
    await userEvent.click(canvas.getByRole('button', { name: 'Joy' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'TRUST');
    const results = canvas.getByRole('group', { name: 'Words matching “TRUST”' });
    await userEvent.click(within(results).getByRole('button', { name: 'Trust' }));
    await expect(canvas.getByText('Joy and trust together are often called love.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add love' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      emotionIdFor('joy'),
      emotionIdFor('trust'),
      emotionIdFor('love'),
    ]);
    await expect(canvas.queryByText('Joy and trust together are often called love.')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText('No word matches “zzz”.')).toBeVisible();
  },
};

/** In Turkish: Turkish names and definitions, and search without diacritics or in capitals. */
export const Turkish: Story = {
  args: { language: 'tr-TR' },
  play: async ({ canvas }) => {
    const search = canvas.getByLabelText('Kelime arayın');
    await userEvent.type(search, 'YALNIZ');
    const lonely = await waitFor(() => canvas.getByRole('button', { name: 'Yalnız' }));
    await expect(lonely).toHaveAccessibleDescription('Başkalarıyla yakınlık ve bağ kurmayı özlemek.');
    await userEvent.click(lonely);
    await userEvent.clear(search);
    await userEvent.type(search, 'saskin');
    await userEvent.click(canvas.getByRole('button', { name: 'Şaşkınlık' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'sevinc');
    await userEvent.click(canvas.getByRole('button', { name: 'Sevinç' }));
    // Lonely (sadness) and surprise make disapproval; surprise and joy make delight.
    await expect(canvas.getByRole('button', { name: 'Ekle: onaylamama' })).toBeVisible();
    await expect(
      canvas.getByText('Şaşkınlık ve sevinç birlikte çoğu zaman büyük sevinç olarak adlandırılır.'),
    ).toBeVisible();
    const chosen = canvas.getByRole('list', { name: 'Seçilen kelimeler' });
    await expect(within(chosen).getByRole('button', { name: 'Kaldır: Yalnız' })).toBeVisible();
  },
};

/** The yellow words open, in the dark theme. */
export const YellowDark: Story = {
  args: { initialQuadrant: 'yellow' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Yellow words' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Yellow/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Turkish on a phone. */
export const TurkishMobile: Story = {
  args: { language: 'tr-TR', initialQuadrant: 'blue' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mavi kelimeler' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yorgun' })).toBeVisible();
  },
};
