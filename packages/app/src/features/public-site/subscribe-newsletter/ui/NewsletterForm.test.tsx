import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { subscribeFx, type Subscriber } from '../model/newsletter.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

/** The form on a public page, for a visitor, with the subscription held until `release()`. */
async function renderHeld(language: 'en-US' | 'tr-TR' = 'en-US') {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: Subscriber[] = [];
  const { screen, scope } = await renderInApp(<NewsletterForm />, {
    url: language === 'tr-TR' ? '/tr' : '/',
    user: null,
    handlers: [
      [
        subscribeFx,
        async (subscriber: Subscriber) => {
          sent.push(subscriber);
          await held;
        },
      ],
    ],
  });
  return { screen, scope, sent, release };
}

describe('NewsletterForm', () => {
  it('disables both fields and the button while submitting, with a spinner, then clears them', async () => {
    const { screen, sent, release, scope } = await renderHeld();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await name.fill(' Ada ');
    await email.fill('ada@example.com');
    await button.click();

    await expect.element(name).toBeDisabled();
    await expect.element(email).toBeDisabled();
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    expect(button.element().querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(sent).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);

    release();
    await allSettled(scope);
    await expect.element(name).toBeEnabled();
    await expect.element(name).toHaveValue('');
    await expect.element(email).toHaveValue('');
    await expect.element(button).not.toHaveAttribute('aria-busy');
  });

  it('does the same in Turkish', async () => {
    const { screen, release } = await renderHeld('tr-TR');
    await screen.getByRole('textbox', { name: 'Ad' }).fill('Ada');
    await screen.getByRole('textbox', { name: 'E-posta' }).fill('ada@example.com');
    await screen.getByRole('button', { name: 'Abone ol' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Ad' })).toBeDisabled();
    await expect.element(screen.getByRole('textbox', { name: 'E-posta' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Abone ol' })).toBeDisabled();
    release();
  });
});
