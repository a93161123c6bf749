import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { ReflectionNewPage } from './ReflectionNewPage.tsx';

describe('ReflectionNewPage', () => {
  it('names the page and the caretaker’s client, and goes to the reflection once it is saved', async () => {
    const { screen, router } = await renderInApp(<ReflectionNewPage />, {
      url: '/app/reflection/new',
      user: 'team',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'New reflection' })).toBeVisible();
    await expect.element(screen.getByText(/^For \S/)).toBeVisible();
    await expect.poll(() => document.title).toBe('New reflection – Emotion Guru');

    await screen.getByRole('button', { name: 'Skip this step' }).click();
    await screen.getByRole('button', { name: 'Skip this step' }).click();
    await screen.getByRole('button', { name: /Green/ }).click();
    await screen.getByRole('group', { name: 'Green words' }).getByRole('button').first().click();
    // Emotions, body, thoughts and loop.
    for (let step = 0; step < 4; step++) await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Save reflection' }).click();
    await expect.poll(() => router.state.location.pathname).toMatch(/^\/app\/reflection\/(?!new$)[\w-]+$/);
  });

  it('in Turkish keeps the /tr prefix on the way to the saved reflection', async () => {
    const { screen, router } = await renderInApp(<ReflectionNewPage />, {
      url: '/tr/app/reflection/new',
      user: 'premium',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Yeni yansıma' })).toBeVisible();
    await screen.getByRole('button', { name: 'Bu adımı atla' }).click();
    await screen.getByRole('button', { name: 'Bu adımı atla' }).click();
    await screen.getByRole('button', { name: /Mavi/ }).click();
    await screen.getByRole('group', { name: /Mavi/ }).getByRole('button').first().click();
    for (let step = 0; step < 4; step++) await screen.getByRole('button', { name: 'İleri' }).click();
    await screen.getByRole('button', { name: 'Yansımayı kaydet' }).click();
    await expect
      .poll(() => router.state.location.pathname)
      .toMatch(/^\/tr\/app\/reflection\/(?!new$)[\w-]+$/);
  });
});
