import { where, type VegReflection } from '@emotion-guru/platform-sdk';
import { Toaster } from '@emotion-guru/ui';
import { useEffect, useState } from 'react';
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { $reflectionStatus, reflectionReloadRequested } from '@/entities/reflection';
import { getPlatform } from '@/shared/api';
import { renderInApp } from '@/shared/testing';
import { ReflectionDetailPage } from './ReflectionDetailPage.tsx';

/** The newest reflection the signed-in user may read, shown on its page (with the app's toasts). */
function NewestReflection() {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    void getPlatform()
      .entity.query<VegReflection>({
        entityName: 'VegReflection',
        sortCols: [{ field: 'date', dir: 'desc' }],
        filters: [where.isNotNull('loop_id')],
        count: 1,
      })
      .then(({ entities }) => setId(entities[0]?.id ?? 'none'));
  }, []);
  return id ? <ReflectionDetailPage id={id} /> : null;
}

/** The page mounts on a click, so that a fault can be switched on before it loads. */
function OpenLater({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <ReflectionDetailPage id={id} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

async function countReflections(): Promise<number> {
  const { totalCount } = await getPlatform().entity.query({
    entityName: 'VegReflection',
    selectCols: ['id'],
    count: 1,
    calcTotalCount: true,
  });
  return totalCount ?? 0;
}

describe('ReflectionDetailPage', () => {
  it('shows everything a reflection holds: event, timing, emotions with levels, body, thoughts, loop', async () => {
    const { screen } = await renderInApp(<NewestReflection />, { url: '/app/reflection/x', user: 'premium' });
    const title = screen.getByRole('heading', { level: 1 });
    await expect.element(title).toBeVisible();
    for (const name of [
      'The event',
      'Emotions',
      'In the body',
      'Thoughts',
      'What I did',
      'What I needed',
      'Loop',
    ]) {
      await expect.element(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect
      .poll(() => screen.getByRole('list', { name: 'Emotions' }).elements()[0]?.textContent ?? '')
      .toMatch(/\((Low|Medium|High)\)/);
    await expect
      .poll(() => screen.getByRole('list', { name: 'In the body' }).elements()[0]?.textContent ?? '')
      .toMatch(/: (Low|Medium|High)/);
    await expect.element(screen.getByText(/^(Before|During|After) the event$/)).toBeVisible();
    const loopLink = screen.getByRole('link', { name: 'See other reflections in this loop' });
    await expect
      .element(loopLink)
      .toHaveAttribute('href', expect.stringMatching(/^\/app\/reflection\?loop=/));
    // …and to the loop's card in the report's loop tracker.
    await expect
      .element(screen.getByRole('link', { name: 'See how this loop is changing' }))
      .toHaveAttribute('href', expect.stringMatching(/^\/app\/report#loop-.+/));
    await expect
      .element(screen.getByRole('link', { name: 'All reflections' }))
      .toHaveAttribute('href', '/app/reflection');
    // Edit opens the wizard on this reflection.
    await expect
      .element(screen.getByRole('link', { name: /^Edit / }))
      .toHaveAttribute('href', expect.stringMatching(/^\/app\/reflection\/new\?edit=[\w-]+$/));
  });

  it('keeps the reflection on screen while it loads again (no skeleton over what is already shown)', async () => {
    const { screen, scope, emulator } = await renderInApp(<NewestReflection />, {
      url: '/app/reflection/x',
      user: 'premium',
    });
    const title = screen.getByRole('heading', { level: 1 });
    await expect.element(title).toBeVisible();
    const shown = title.element().textContent;
    emulator.configure({ latencyMs: 1000 });
    const reloaded = allSettled(reflectionReloadRequested, { scope });
    await expect.poll(() => scope.getState($reflectionStatus)).toBe('pending');
    expect(title.element().isConnected).toBe(true);
    expect(
      screen
        .getByRole('status')
        .elements()
        .filter((element) => element.ariaBusy === 'true'),
    ).toEqual([]);
    await reloaded;
    emulator.configure({ latencyMs: 0 });
    expect(scope.getState($reflectionStatus)).toBe('done');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shown);
  });

  it('names the emotions in Turkish under /tr', async () => {
    const { screen } = await renderInApp(<NewestReflection />, {
      url: '/tr/app/reflection/x',
      user: 'premium',
    });
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Duygular' })).toBeVisible();
    await expect
      .poll(() => screen.getByRole('list', { name: 'Duygular' }).elements()[0]?.textContent ?? '')
      .toMatch(/\((Düşük|Orta|Yüksek)\)/);
    await expect
      .element(screen.getByRole('link', { name: 'Tüm yansımalar' }))
      .toHaveAttribute('href', '/tr/app/reflection');
    await expect
      .element(screen.getByRole('link', { name: / yansımasını düzenle$/ }))
      .toHaveAttribute('href', expect.stringMatching(/^\/tr\/app\/reflection\/new\?edit=[\w-]+$/));
  });

  it('says "not found" for a reflection that does not exist or is not the user\'s', async () => {
    const { screen } = await renderInApp(<ReflectionDetailPage id="00000000-0000-4000-8000-000000000000" />, {
      url: '/app/reflection/x',
      user: 'premium',
    });
    await expect.element(screen.getByRole('heading', { name: 'Reflection not found' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Back to reflections' }))
      .toHaveAttribute('href', '/app/reflection');
  });

  it('says when the reflection cannot be loaded, and tries again', async () => {
    const { screen, emulator } = await renderInApp(<OpenLater id="00000000-0000-4000-8000-000000000000" />, {
      url: '/app/reflection/x',
      user: 'premium',
    });
    emulator.configure({ offline: true });
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect
      .element(screen.getByRole('heading', { name: 'This reflection could not be loaded' }))
      .toBeVisible();
    emulator.configure({ offline: false });
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Reflection not found' })).toBeVisible();
  });

  it('deletes after confirmation, goes back to the list and undoes from the toast', async () => {
    const { screen, router } = await renderInApp(
      <>
        <NewestReflection />
        <Toaster />
      </>,
      { url: '/app/reflection/x', user: 'premium' },
    );
    const before = await countReflections();
    const remove = screen.getByRole('button', { name: /^Delete / });
    await remove.click();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this reflection?' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(await countReflections()).toBe(before);

    await remove.click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/app/reflection');
    await expect.poll(countReflections).toBe(before - 1);
    await expect.element(screen.getByText('Reflection deleted')).toBeVisible();
    await screen.getByRole('button', { name: 'Undo' }).click();
    await expect.element(screen.getByText('Reflection restored')).toBeVisible();
    await expect.poll(countReflections).toBe(before);
  });
});
