import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { clientsRequested } from '@/entities/client';
import { $todayCheckIns, CheckInItem, todayCheckInsRequested } from '@/entities/emotion';
import { appLoader, withApp } from '@/shared/storybook';
import { saveOwnWordFx } from '@/entities/emotion';
import { saveCheckInFx } from '../model/check-in.ts';
import { CheckInForm } from './CheckInForm.tsx';

/** The form with today's check-ins under it, the clients loaded as the app layout does. */
function CheckInWithToday() {
  const [requestClients, requestToday, checkIns] = useUnit([
    clientsRequested,
    todayCheckInsRequested,
    $todayCheckIns,
  ]);
  useEffect(() => requestClients(), [requestClients]);
  useEffect(() => requestToday(), [requestToday]);
  return (
    <>
      <CheckInForm />
      <ul aria-label="Today" style={{ listStyle: 'none', padding: 0 }}>
        {checkIns.map((checkIn) => (
          <li key={checkIn.id}>
            <CheckInItem checkIn={checkIn} />
          </li>
        ))}
      </ul>
    </>
  );
}

const meta = {
  title: 'App/Features/CheckInForm',
  component: CheckInForm,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/dashboard' } },
  render: () => <CheckInWithToday />,
} satisfies Meta<typeof CheckInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: a colour (focus moves to its words), a word (focus moves to the note), a note, Enter. */
export const QuickCheckIn: Story = {
  play: async ({ canvas }) => {
    const colours = await canvas.findByRole('group', { name: 'Which colour is closest to how you feel?' });
    within(colours).getByRole('button', { name: /Green/ }).focus();
    await userEvent.keyboard('{Enter}');
    const first = within(canvas.getByRole('group', { name: 'Green words' })).getAllByRole(
      'button',
    )[0] as HTMLElement;
    await waitFor(() => expect(first).toHaveFocus());
    const word = first.innerText.trim();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(`Checking in with: ${word}`)).toBeVisible();
    const note = await canvas.findByRole('textbox', { name: /Short note/ });
    await waitFor(() => expect(note).toHaveFocus());
    await userEvent.keyboard('tea on the balcony{Enter}');

    const today = canvas.getByRole('list', { name: 'Today' });
    await waitFor(() => expect(within(today).getByText('tea on the balcony')).toBeVisible());
    await expect(within(today).getAllByText(word)[0]).toBeVisible();
    // The form starts over with its heading focused.
    await expect(canvas.queryByText(`Checking in with: ${word}`)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'How do you feel right now?' })).toHaveFocus();
  },
};

/** A level chosen in its radio group is saved and shown with the check-in. */
export const WithLevel: Story = {
  play: async ({ canvas }) => {
    const colours = await canvas.findByRole('group', { name: 'Which colour is closest to how you feel?' });
    await userEvent.click(within(colours).getByRole('button', { name: /Yellow/ }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Yellow words' })).getAllByRole('button')[0] as HTMLElement,
    );
    const level = canvas.getByRole('radiogroup', { name: 'How strong' });
    await userEvent.click(within(level).getByRole('radio', { name: 'High' }));
    await expect(within(level).getByRole('radio', { name: 'High' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save check-in' }));
    const today = canvas.getByRole('list', { name: 'Today' });
    await waitFor(() => expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('Level: High'));
  },
};

/** A save the platform refuses keeps the word and the note, and says so. */
export const FailedSave: Story = {
  parameters: {
    app: {
      user: 'premium',
      url: '/app/dashboard',
      handlers: [[saveCheckInFx, () => Promise.reject(new Error('503'))]],
    },
  },
  play: async ({ canvas }) => {
    const colours = await canvas.findByRole('group', { name: 'Which colour is closest to how you feel?' });
    await userEvent.click(within(colours).getByRole('button', { name: /Blue/ }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Blue words' })).getAllByRole('button')[0] as HTMLElement,
    );
    const note = await canvas.findByRole('textbox', { name: /Short note/ });
    await userEvent.type(note, 'keep me');
    await userEvent.click(canvas.getByRole('button', { name: 'Save check-in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The check-in was not saved.');
    await expect(note).toHaveValue('keep me');
    await expect(canvas.getByText(/^Checking in with:/)).toBeVisible();
  },
};

/** Turkish, dark: the same quick check-in. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    const colours = await canvas.findByRole('group', { name: 'Nasıl hissettiğinize en yakın renk hangisi?' });
    within(colours).getByRole('button', { name: /Yeşil/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvas.getByRole('group', { name: /Yeşil/ })).getAllByRole('button')[0]).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/^Seçtiğiniz duygu:/)).toBeVisible();
    const note = await canvas.findByRole('textbox', { name: /Kısa not/ });
    await waitFor(() => expect(note).toHaveFocus());
    await userEvent.keyboard('akşam yürüyüşü{Enter}');
    const today = canvas.getByRole('list', { name: 'Today' });
    await waitFor(() => expect(within(today).getByText('akşam yürüyüşü')).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Şu an nasıl hissediyorsunuz?' })).toHaveFocus();
  },
};

/**
 * A word the list lacks: searched, added as the user's own (name from the search, a family, a spot on the
 * grid by keyboard), chosen at once and saved with the check-in.
 */
export const OwnWord: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find a word' }), 'wobbly');
    await userEvent.click(canvas.getByRole('button', { name: 'Add “wobbly” as your own word' }));
    const dialog = await page.findByRole('dialog', { name: 'Add your own word' });
    await expect(within(dialog).getByRole('textbox', { name: /^Word/ })).toHaveValue('wobbly');
    // No family yet: the error says so and the family takes focus.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));
    const family = within(dialog).getByRole('combobox', { name: /Closest basic feeling/ });
    await waitFor(() => expect(family).toHaveFocus());
    await expect(within(dialog).getByText('Choose the basic feeling it is closest to.')).toBeVisible();
    await userEvent.selectOptions(family, 'fear');
    // Yellow is where it starts; slid to the unpleasant side it lands in red (the journey uses the arrow
    // keys: this user-event does not move a native slider).
    const pleasantness = within(dialog).getByRole('slider', { name: 'How pleasant it is' });
    await expect(pleasantness).toHaveAttribute('aria-valuetext', 'Very pleasant');
    await fireEvent.change(pleasantness, { target: { value: '-0.1' } });
    await expect(pleasantness).toHaveAttribute('aria-valuetext', 'Somewhat unpleasant');
    await expect(within(dialog).getByText(/It goes with the Red words/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));

    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Checking in with: wobbly')).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Red words' })).getByRole('button', { name: 'wobbly' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save check-in' }));
    const today = canvas.getByRole('list', { name: 'Today' });
    await waitFor(() => expect(within(today).getByText('wobbly')).toBeVisible());
  },
};

/** A word the platform refuses to save: the dialog stays open with everything typed, and says so. */
export const OwnWordFailedSave: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: {
    app: {
      user: 'premium',
      url: '/app/dashboard',
      handlers: [[saveOwnWordFx, () => Promise.reject(new Error('503'))]],
    },
  },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kendi kelimenizi ekleyin' }));
    const dialog = await page.findByRole('dialog', { name: 'Kendi kelimenizi ekleyin' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Kelime/ }), 'kıpır kıpır');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /En yakın temel duygu/ }),
      'joy',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kelimeyi ekle' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kelimeniz kaydedilemedi.');
    await expect(within(dialog).getByRole('textbox', { name: /^Kelime/ })).toHaveValue('kıpır kıpır');
    await expect(within(dialog).getByRole('combobox', { name: /En yakın temel duygu/ })).toHaveValue('joy');
  },
};
