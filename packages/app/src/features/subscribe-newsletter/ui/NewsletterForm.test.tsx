import { allSettled, fork } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n } from '@/shared/i18n';
import { subscribeFx, type Subscriber } from '../model/newsletter.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

async function renderHeld(language: 'en-US' | 'tr-TR' = 'en-US') {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: Subscriber[] = [];
  const scope = fork({
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
  // Translations load over HTTP from /locales, as in the app.
  const i18n = await createI18n({ language, namespaces: ['landing'] });
  const screen = await render(
    <EffectorProvider value={scope}>
      <I18nextProvider i18n={i18n}>
        <NewsletterForm />
      </I18nextProvider>
    </EffectorProvider>,
  );
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
