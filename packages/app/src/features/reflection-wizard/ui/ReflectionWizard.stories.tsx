import type { VegReflection } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clientsRequested } from '@/entities/client';
import { getPlatform } from '@/shared/api';
import { appLoader, withApp } from '@/shared/storybook';
import { clearDrafts } from '../api/draft-store.ts';
import { saveReflectionFx } from '../model/wizard.ts';
import { ReflectionWizard } from './ReflectionWizard.tsx';

/** The wizard with the clients loaded, as the app layout does. */
function WizardInApp() {
  const requestClients = useUnit(clientsRequested);
  useEffect(() => requestClients(), [requestClients]);
  return <ReflectionWizard />;
}

/** The wizard editing the demo account's newest reflection, as `/app/reflection/new?edit=<id>` shows it. */
function EditNewestInApp() {
  const requestClients = useUnit(clientsRequested);
  const [id, setId] = useState<string | null>(null);
  useEffect(() => requestClients(), [requestClients]);
  useEffect(() => {
    void getPlatform()
      .entity.query<VegReflection>({
        entityName: 'VegReflection',
        selectCols: ['id'],
        sortCols: [{ field: 'date', dir: 'desc' }],
        count: 1,
      })
      .then(({ entities }) => setId(entities[0]?.id ?? null));
  }, []);
  return id === null ? null : <ReflectionWizard editId={id} />;
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function heading(canvas: Canvas, name: string): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 2, name });
}

/** From the event step to the emotions step, skipping what is optional. */
async function toEmotions(canvas: Canvas) {
  await heading(canvas, 'What happened?');
  await userEvent.click(canvas.getByRole('button', { name: 'Skip this step' }));
  await heading(canvas, 'When did you feel it?');
  await userEvent.click(canvas.getByRole('button', { name: 'Skip this step' }));
  await heading(canvas, 'What did you feel?');
}

async function chooseJoy(canvas: Canvas) {
  const search = await canvas.findByRole('searchbox', { name: 'Find a word' });
  await userEvent.clear(search);
  await userEvent.type(search, 'joy');
  await userEvent.click(canvas.getByRole('button', { name: 'Joy' }));
}

const meta = {
  title: 'App/Features/ReflectionWizard',
  component: ReflectionWizard,
  decorators: [withApp],
  // Every story starts from a blank wizard: no draft left by another story on this device.
  loaders: [appLoader, () => clearDrafts().then(() => ({}))],
  parameters: { app: { user: 'premium', url: '/app/reflection/new' } },
  render: () => <WizardInApp />,
} satisfies Meta<typeof ReflectionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 and 2 by keyboard: Enter in a field goes on, and focus moves to the next step's heading. */
export const EventAndTiming: Story = {
  play: async ({ canvas }) => {
    await heading(canvas, 'What happened?');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Team meeting');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'work, #Sleep');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.keyboard('{Enter}');
    const timing = await heading(canvas, 'When did you feel it?');
    await waitFor(() => expect(timing).toHaveFocus());
    await userEvent.click(canvas.getByRole('radio', { name: 'After the event' }));
    await expect(canvas.getByRole('radio', { name: 'After the event' })).toBeChecked();
    // The event step is completed and can be reached again from the stepper.
    await userEvent.click(canvas.getByRole('button', { name: 'Event, completed' }));
    await heading(canvas, 'What happened?');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Team meeting');
    // Coming back, the tags show as the clean names that will be saved.
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveValue('work, sleep');
  },
};

/** Step 3: a word is required; two basics offer their composite, and each word gets a level. */
export const Emotions: Story = {
  play: async ({ canvas }) => {
    await toEmotions(canvas);
    await expect(canvas.queryByRole('button', { name: 'Skip this step' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Choose at least one emotion to continue.',
    );
    await chooseJoy(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Find a word' });
    await userEvent.clear(search);
    await userEvent.type(search, 'trust');
    await userEvent.click(canvas.getByRole('button', { name: 'Trust' }));
    await expect(canvas.getByText('Joy and trust together are often called love.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add love' }));
    const love = await canvas.findByRole('radiogroup', { name: 'How strong: Love' });
    await userEvent.click(within(love).getByRole('radio', { name: 'High' }));
    await expect(within(love).getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Step 4: the body map's places are toggle buttons; a chosen place gets its intensity. */
export const BodyMap: Story = {
  play: async ({ canvas }) => {
    await toEmotions(canvas);
    await chooseJoy(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const body = await heading(canvas, 'Where did you feel it in your body?');
    await waitFor(() => expect(body).toHaveFocus());
    const map = canvas.getByRole('group', { name: 'Body map' });
    const throat = within(map).getByRole('button', { name: 'Throat' });
    await userEvent.click(throat);
    await expect(throat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(map).getByRole('button', { name: 'Stomach' }));
    const strength = canvas.getByRole('radiogroup', { name: 'Throat: how strongly?' });
    await userEvent.click(within(strength).getByRole('radio', { name: 'Low' }));
    await expect(within(strength).getByRole('radio', { name: 'Low' })).toBeChecked();
    await userEvent.click(within(map).getByRole('button', { name: 'Stomach' }));
    await expect(canvas.queryByRole('radiogroup', { name: 'Stomach: how strongly?' })).toBeNull();
  },
};

/** Steps 5 to 7: thoughts, a new loop, the review with a way back to each step, and a failed save. */
export const ReviewAndFailedSave: Story = {
  parameters: {
    app: {
      user: 'premium',
      url: '/app/reflection/new',
      handlers: [[saveReflectionFx, () => Promise.reject(new Error('503'))]],
    },
  },
  play: async ({ canvas }) => {
    await toEmotions(canvas);
    await chooseJoy(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await heading(canvas, 'Where did you feel it in your body?');
    await userEvent.click(canvas.getByRole('button', { name: 'Skip this step' }));
    await heading(canvas, 'Thoughts, actions and needs');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What went through your mind?' }),
      'They will laugh.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await heading(canvas, 'Does this happen again and again?');
    await userEvent.click(canvas.getByRole('radio', { name: 'Start a new loop' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name of the new loop/ }), 'Presentations');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await heading(canvas, 'Review and save');
    await expect(canvas.getByText('They will laugh.')).toBeVisible();
    await expect(canvas.getByText('New loop: Presentations')).toBeVisible();
    // The client's own user may keep it from a caretaker.
    const privately = canvas.getByRole('switch', { name: 'Keep this reflection private' });
    await userEvent.click(privately);
    await expect(privately).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save reflection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reflection was not saved.');
    await expect(canvas.getByText('They will laugh.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit step Thoughts' }));
    await expect(canvas.getByRole('textbox', { name: 'What went through your mind?' })).toHaveValue(
      'They will laugh.',
    );
  },
};

/** Turkish, dark: the body map and the composite in Turkish. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await heading(canvas, 'Ne oldu?');
    await userEvent.click(canvas.getByRole('button', { name: 'Bu adımı atla' }));
    await heading(canvas, 'Bunu ne zaman hissettiniz?');
    await userEvent.click(canvas.getByRole('radio', { name: 'Olay sırasında' }));
    await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
    await heading(canvas, 'Ne hissettiniz?');
    const search = await canvas.findByRole('searchbox', { name: 'Kelime arayın' });
    await userEvent.type(search, 'sevinç');
    await userEvent.click(canvas.getByRole('button', { name: 'Sevinç' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'güven');
    await userEvent.click(canvas.getByRole('button', { name: 'Güven' }));
    await expect(canvas.getByText(/birlikte çoğu zaman/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
    await heading(canvas, 'Bunu bedeninizin neresinde hissettiniz?');
    await userEvent.click(canvas.getByRole('button', { name: 'Göğüs' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Göğüs: ne kadar güçlü?' })).toBeVisible();
  },
};

/** In Turkish, from the event step to the thoughts step (one emotion chosen, the rest skipped). */
async function toThoughtsInTurkish(canvas: Canvas) {
  await heading(canvas, 'Ne oldu?');
  await userEvent.click(canvas.getByRole('button', { name: 'Bu adımı atla' }));
  await heading(canvas, 'Bunu ne zaman hissettiniz?');
  await userEvent.click(canvas.getByRole('button', { name: 'Bu adımı atla' }));
  await heading(canvas, 'Ne hissettiniz?');
  await userEvent.type(await canvas.findByRole('searchbox', { name: 'Kelime arayın' }), 'sevinç');
  await userEvent.click(canvas.getByRole('button', { name: 'Sevinç' }));
  await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
  await heading(canvas, 'Bunu bedeninizin neresinde hissettiniz?');
  await userEvent.click(canvas.getByRole('button', { name: 'Bu adımı atla' }));
  await heading(canvas, 'Düşünceler, davranışlar ve ihtiyaçlar');
}

/** Turkish, dark: the thoughts step's three fields, kept when the user goes back and forth. */
export const ThoughtsTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await toThoughtsInTurkish(canvas);
    await expect(canvas.getByText(/Aklınızdan neler geçti, ne yaptınız/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Aklınızdan neler geçti?' }), 'Gülecekler.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ne yaptınız?' }), 'Sustum.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Neye ihtiyaç duydunuz?' }), 'Biraz cesaret.');
    await userEvent.click(canvas.getByRole('button', { name: 'Geri' }));
    await heading(canvas, 'Bunu bedeninizin neresinde hissettiniz?');
    await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
    await heading(canvas, 'Düşünceler, davranışlar ve ihtiyaçlar');
    await expect(canvas.getByRole('textbox', { name: 'Aklınızdan neler geçti?' })).toHaveValue('Gülecekler.');
    await expect(canvas.getByRole('textbox', { name: 'Ne yaptınız?' })).toHaveValue('Sustum.');
    await expect(canvas.getByRole('textbox', { name: 'Neye ihtiyaç duydunuz?' })).toHaveValue(
      'Biraz cesaret.',
    );
  },
};

/** Turkish, dark: the loop step; a new loop without a name is refused in Turkish, and kept once named. */
export const LoopTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await toThoughtsInTurkish(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Bu adımı atla' }));
    await heading(canvas, 'Bu sık sık mı yaşanıyor?');
    await expect(await canvas.findByRole('radio', { name: 'Döngü yok' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yeni bir döngü başlat' }));
    await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
    await expect(
      await canvas.findByText('Yeni döngüye bir ad verin ya da başka bir seçenek seçin.'),
    ).toBeVisible();
    await heading(canvas, 'Bu sık sık mı yaşanıyor?');
    await userEvent.type(canvas.getByRole('textbox', { name: /Yeni döngünün adı/ }), 'Sunumlar');
    await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
    await heading(canvas, 'Gözden geçirin ve kaydedin');
    await expect(canvas.getByText('Yeni döngü: Sunumlar')).toBeVisible();
  },
};

/** Turkish, dark: the review names every step; a failed save says so in Turkish and keeps everything. */
export const ReviewTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: {
    app: {
      user: 'premium',
      url: '/tr/app/reflection/new',
      handlers: [[saveReflectionFx, () => Promise.reject(new Error('503'))]],
    },
  },
  play: async ({ canvas }) => {
    await toThoughtsInTurkish(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Neye ihtiyaç duydunuz?' }), 'Biraz cesaret.');
    await userEvent.click(canvas.getByRole('button', { name: 'İleri' }));
    await heading(canvas, 'Bu sık sık mı yaşanıyor?');
    await userEvent.click(canvas.getByRole('button', { name: 'Bu adımı atla' }));
    await heading(canvas, 'Gözden geçirin ve kaydedin');
    await expect(canvas.getByText('Biraz cesaret.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Düşünceler adımını düzenle' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Bu yansıma gizli kalsın' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Yansımayı kaydet' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Yansıma kaydedilemedi.');
    await expect(canvas.getByText('Biraz cesaret.')).toBeVisible();
  },
};

/** Editing a saved reflection: it opens on its review; a change can be discarded back to the saved one. */
export const EditSavedReflection: Story = {
  render: () => <EditNewestInApp />,
  play: async ({ canvas }) => {
    await heading(canvas, 'Review and save');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit step Thoughts' }));
    await heading(canvas, 'Thoughts, actions and needs');
    const needs = canvas.getByRole('textbox', { name: 'What did you need?' });
    const saved = (needs as HTMLTextAreaElement).value;
    await userEvent.clear(needs);
    await userEvent.type(needs, 'A long walk.');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    const dialog = within(document.body);
    // Visible once its fade-in is over (opacity 0 at first).
    const discard = await dialog.findByRole('alertdialog', { name: 'Discard your changes?' });
    await waitFor(() => expect(discard).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Discard changes' }));
    await heading(canvas, 'Review and save');
    await expect(canvas.queryByText('A long walk.')).toBeNull();
    if (saved) await expect(canvas.getByText(saved)).toBeVisible();
  },
};

/** Turkish, dark: a reflection to edit that is not there (deleted, or someone else's). */
export const EditNotFoundTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  render: () => <ReflectionWizard editId="00000000-0000-4000-8000-000000000000" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Bu yansıma artık yok ya da sizin düzenleyebileceğiniz bir yansıma değil.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Değişiklikleri kaydet' })).toBeNull();
  },
};
