import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { InsideMain } from '../layouts/main-content.ts';
import { RouteError } from './RouteError.tsx';

const failed = { error: new Error('offline'), reset: () => undefined };

describe('RouteError', () => {
  it("inside the app area, whose layout has the page's <main>, adds no second one", async () => {
    const { screen } = await renderInApp(
      <main>
        <InsideMain.Provider value>
          <RouteError {...failed} />
        </InsideMain.Provider>
      </main>,
    );
    await expect
      .element(screen.getByRole('heading', { name: 'This page could not be loaded' }))
      .toBeVisible();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('anywhere else it is the main landmark itself', async () => {
    const { screen } = await renderInApp(<RouteError {...failed} />);
    await expect.element(screen.getByRole('main')).toBeVisible();
    await expect.element(screen.getByRole('main').getByRole('button', { name: 'Refresh now' })).toBeVisible();
  });
});
