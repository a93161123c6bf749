import { PlatformError, type VegReflection } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clientsRequested, loadClientsFx } from '@/entities/client';
import { getPlatform } from '@/shared/api';
import { renderInApp } from '@/shared/testing';
import { saveReflectionFx } from '../model/wizard.ts';
import { ReflectionWizard, type ReflectionWizardProps } from './ReflectionWizard.tsx';

/** The wizard editing the signed-in user's newest reflection (the seed's), once its id is known. */
function EditNewest({
  onId,
  ...props
}: Omit<ReflectionWizardProps, 'editId'> & { onId: (id: string) => void }) {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    void getPlatform()
      .entity.query<VegReflection>({
        entityName: 'VegReflection',
        selectCols: ['id'],
        sortCols: [{ field: 'date', dir: 'desc' }],
        count: 1,
      })
      .then(({ entities }) => {
        const found = entities[0]?.id ?? null;
        if (found !== null) onId(found);
        setId(found);
      });
  }, [onId]);
  return id === null ? null : <ReflectionWizard {...props} editId={id} />;
}

type Screen = Awaited<ReturnType<typeof renderInApp>>['screen'];

async function stepHeading(screen: Screen, name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  await expect.element(heading).toBeVisible();
  return heading;
}

describe('ReflectionWizard', () => {
  it('offers the steps only once the client is known, so nothing typed before is lost', async () => {
    // The first load fails, so no client is known (as while the app layout's load is on its way); the next is real.
    const load = loadClientsFx.use.getCurrent();
    let calls = 0;
    const { screen, scope } = await renderInApp(<ReflectionWizard />, {
      url: '/app/reflection/new',
      user: 'premium',
      handlers: [
        [
          loadClientsFx,
          async (userId: string) => {
            if (calls++ === 0) throw new PlatformError('NO_ACTIVE_CLIENT_CONTEXT');
            return load(userId);
          },
        ],
      ],
    });
    await expect.poll(() => document.body.textContent).toContain('Getting the reflection ready…');
    expect(screen.getByRole('textbox', { name: 'Title' }).query()).toBeNull();
    await allSettled(clientsRequested, { scope });
    await stepHeading(screen, 'What happened?');
    await expect.element(screen.getByRole('textbox', { name: 'Title' })).toBeVisible();
  });

  it('goes through every step by keyboard, offers the composite of two basics and saves the reflection', async () => {
    const onSaved = vi.fn();
    const { screen, emulator } = await renderInApp(<ReflectionWizard onSaved={onSaved} />, {
      url: '/app/reflection/new',
      user: 'premium',
    });
    await stepHeading(screen, 'What happened?');
    await expect.element(screen.getByRole('navigation', { name: 'Reflection steps' })).toBeVisible();
    // Enter in a field is Next; focus moves to the next step's heading.
    await screen.getByRole('textbox', { name: 'Title' }).fill('Team meeting');
    await userEvent.keyboard('{Enter}');
    await expect.element(await stepHeading(screen, 'When did you feel it?')).toHaveFocus();

    await screen.getByRole('radio', { name: 'After the event' }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(await stepHeading(screen, 'What did you feel?')).toHaveFocus();

    // No word yet: the emotions step holds, and cannot be skipped.
    await expect.element(screen.getByRole('button', { name: 'Skip this step' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Choose at least one emotion to continue.');

    const search = screen.getByRole('searchbox', { name: 'Find a word' });
    await search.fill('joy');
    await screen.getByRole('button', { name: 'Joy', exact: true }).click();
    await search.fill('trust');
    await screen.getByRole('button', { name: 'Trust', exact: true }).click();
    await expect.element(screen.getByText('Joy and trust together are often called love.')).toBeVisible();
    await screen.getByRole('button', { name: 'Add love' }).click();
    await expect.element(screen.getByRole('radiogroup', { name: 'How strong: Love' })).toBeVisible();
    await screen
      .getByRole('radiogroup', { name: 'How strong: Joy' })
      .getByRole('radio', { name: 'High' })
      .click();
    await screen.getByRole('button', { name: 'Next' }).click();

    await expect.element(await stepHeading(screen, 'Where did you feel it in your body?')).toHaveFocus();
    const chest = screen.getByRole('button', { name: 'Chest' });
    await chest.click();
    await expect.element(chest).toHaveAttribute('aria-pressed', 'true');
    await screen
      .getByRole('radiogroup', { name: 'Chest: how strongly?' })
      .getByRole('radio', { name: 'High' })
      .click();
    await screen.getByRole('button', { name: 'Next' }).click();

    await stepHeading(screen, 'Thoughts, actions and needs');
    await screen.getByRole('textbox', { name: 'What did you need?' }).fill('To be heard.');
    await screen.getByRole('button', { name: 'Next' }).click();

    await stepHeading(screen, 'Does this happen again and again?');
    await screen.getByRole('radio', { name: 'Start a new loop' }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect
      .element(screen.getByText('Give the new loop a name, or choose another option.'))
      .toBeVisible();
    await screen.getByRole('textbox', { name: 'Name of the new loop' }).fill('Meetings');
    await userEvent.keyboard('{Enter}');

    await stepHeading(screen, 'Review and save');
    await expect.element(screen.getByText('Team meeting')).toBeVisible();
    await expect.element(screen.getByText('Joy (High), Trust (Medium), Love (Medium)')).toBeVisible();
    await expect.element(screen.getByText('Chest (High)')).toBeVisible();
    await expect.element(screen.getByText('New loop: Meetings')).toBeVisible();
    // Completed steps are reachable from the stepper.
    await expect.element(screen.getByRole('button', { name: 'Event, completed' })).toBeVisible();

    await screen.getByRole('button', { name: 'Save reflection' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const id = String(onSaved.mock.calls[0]?.[0]);
    const tenant = emulator.db.tenant('emotion');
    const saved = emulator.db.rows(tenant, 'VegReflection').find((row) => row.id === id);
    expect(saved).toMatchObject({ title: 'Team meeting', timing: 4, needs: 'To be heard.' });
    const loop = emulator.db.rows(tenant, 'VegLoop').find((row) => row.id === saved?.loop_id);
    expect(loop).toMatchObject({ title: 'Meetings' });
    // The wizard starts over.
    await stepHeading(screen, 'What happened?');
    await expect.element(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('in Turkish brings back a reflection left unfinished after a reload, and starts over on request', async () => {
    const first = await renderInApp(<ReflectionWizard />, { url: '/tr/app/reflection/new', user: 'pro' });
    await stepHeading(first.screen, 'Ne oldu?');
    await first.screen.getByRole('textbox', { name: 'Başlık' }).fill('Aile yemeği');
    await first.screen.getByRole('button', { name: 'İleri' }).click();
    await stepHeading(first.screen, 'Bunu ne zaman hissettiniz?');
    await first.screen.getByRole('radio', { name: 'Olay sırasında' }).click();
    await first.screen.unmount();

    const { screen } = await renderInApp(<ReflectionWizard />, {
      url: '/tr/app/reflection/new',
      user: 'pro',
    });
    await expect.element(screen.getByText('Bu cihazda başladığınız yansımayı geri getirdik.')).toBeVisible();
    await stepHeading(screen, 'Bunu ne zaman hissettiniz?');
    await expect.element(screen.getByRole('radio', { name: 'Olay sırasında' })).toBeChecked();
    await screen.getByRole('button', { name: 'Geri' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Aile yemeği');

    await screen.getByRole('button', { name: 'Baştan başla' }).click();
    await screen.getByRole('button', { name: 'Sil ve baştan başla' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Başlık' })).toHaveValue('');
  });

  it('keeps everything after a failed save and says so', async () => {
    const { screen } = await renderInApp(<ReflectionWizard />, {
      url: '/app/reflection/new',
      user: 'enterprise',
      handlers: [[saveReflectionFx, () => Promise.reject(new Error('503'))]],
    });
    await stepHeading(screen, 'What happened?');
    await screen.getByRole('textbox', { name: 'Title' }).fill('Late train');
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Skip this step' }).click();
    await stepHeading(screen, 'What did you feel?');
    await screen.getByRole('button', { name: /Blue/ }).click();
    await screen.getByRole('group', { name: 'Blue words' }).getByRole('button').first().click();
    // Emotions, body, thoughts and loop.
    for (let step = 0; step < 4; step++) await screen.getByRole('button', { name: 'Next' }).click();
    await stepHeading(screen, 'Review and save');
    await screen.getByRole('button', { name: 'Save reflection' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        'The reflection was not saved. Everything you entered is kept here; please try again.',
      );
    await expect.element(screen.getByText('Late train')).toBeVisible();
    // Start over leaves no draft behind for the next test.
    await screen.getByRole('button', { name: 'Start over' }).click();
    await screen.getByRole('button', { name: 'Delete and start over' }).click();
    await stepHeading(screen, 'What happened?');
  });

  it('edits a saved reflection: prefilled on its review, a change saved as an update of the same one', async () => {
    const onSaved = vi.fn();
    const onId = vi.fn();
    const { screen, emulator } = await renderInApp(<EditNewest onSaved={onSaved} onId={onId} />, {
      url: '/app/reflection/new',
      user: 'premium',
    });
    await stepHeading(screen, 'Review and save');
    const tenant = emulator.db.tenant('emotion');
    const count = emulator.db.rows(tenant, 'VegReflection').length;
    const before = emulator.db
      .rows(tenant, 'VegReflection')
      .find((row) => row.id === onId.mock.calls[0]?.[0]);
    expect(before).toBeDefined();
    await expect.element(screen.getByText(String(before?.title), { exact: true })).toBeVisible();
    // Nothing changed yet: nothing to discard.
    await expect.element(screen.getByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'Edit step Thoughts' }).click();
    await stepHeading(screen, 'Thoughts, actions and needs');
    await screen.getByRole('textbox', { name: 'What did you need?' }).fill('A long walk.');
    await expect.element(screen.getByRole('button', { name: 'Discard changes' })).toBeVisible();
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await stepHeading(screen, 'Review and save');
    await expect.element(screen.getByText('A long walk.')).toBeVisible();
    await screen.getByRole('button', { name: 'Save changes' }).click();

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(onSaved.mock.calls[0]?.[0]).toBe(before?.id);
    const after = emulator.db.rows(tenant, 'VegReflection').find((row) => row.id === before?.id);
    expect(after).toMatchObject({ title: before?.title, needs: 'A long walk.', emotions: before?.emotions });
    expect(emulator.db.rows(tenant, 'VegReflection')).toHaveLength(count);
  });

  it('in Turkish says when the reflection to edit is not there', async () => {
    const { screen } = await renderInApp(
      <ReflectionWizard
        editId="00000000-0000-4000-8000-000000000000"
        backAction={<a href="/tr/app/reflection">Yansımalara dön</a>}
      />,
      { url: '/tr/app/reflection/new', user: 'premium' },
    );
    await expect
      .element(screen.getByText('Bu yansıma artık yok ya da sizin düzenleyebileceğiniz bir yansıma değil.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }))
      .not.toBeInTheDocument();
    await expect.element(screen.getByRole('link', { name: 'Yansımalara dön' })).toBeVisible();
  });
});
