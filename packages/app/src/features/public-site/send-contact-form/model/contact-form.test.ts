import { ContactFormType } from '@emotion-guru/platform-sdk';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { MAX_TEXT_LENGTH, type ContactValues } from '../lib/validate.ts';
import {
  $errors,
  $status,
  $values,
  anotherMessageRequested,
  fieldChanged,
  logSendFailureFx,
  sendContactFx,
  submitted,
} from './contact-form.ts';

const FILLED: ContactValues = {
  name: ' Ada ',
  surname: 'Lovelace',
  email: 'ada@example.com ',
  phoneNumber: '+90 212 555 01 23',
  companyName: 'Analytical Engines',
  position: 'Founder',
  linkedinProfileUrl: 'https://www.linkedin.com/in/ada',
  message: 'We would like Emotion Guru for our team of twelve.',
};

function setup(send: (values: ContactValues) => Promise<void>) {
  const sent = vi.fn(send);
  const logged = vi.fn();
  const scope = fork({
    handlers: [
      [sendContactFx, sent],
      [logSendFailureFx, logged],
    ],
  });
  return { scope, sent, logged };
}

async function fill(scope: Scope, values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values)) {
    await allSettled(fieldChanged, { scope, params: { field: field as keyof ContactValues, value } });
  }
}

describe('contact form model', () => {
  it('shows no errors while typing, then every problem after an attempt, and sends nothing', async () => {
    const { scope, sent } = setup(() => Promise.resolve());
    await fill(scope, { name: 'Ada', email: 'not-an-email', linkedinProfileUrl: 'https://example.com/ada' });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(submitted, { scope });
    expect(scope.getState($errors)).toEqual({
      surname: 'required',
      email: 'invalidEmail',
      linkedinProfileUrl: 'invalidLinkedin',
      message: 'required',
    });
    expect(sent).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('initial');
  });

  it('refuses texts over 1024 characters and emails over 320', async () => {
    const { scope, sent } = setup(() => Promise.resolve());
    await fill(scope, {
      ...FILLED,
      email: `${'a'.repeat(310)}@example.com`,
      message: 'x'.repeat(MAX_TEXT_LENGTH + 1),
      phoneNumber: '12',
    });
    await allSettled(submitted, { scope });
    expect(scope.getState($errors)).toEqual({
      email: 'tooLong',
      message: 'tooLong',
      phoneNumber: 'invalidPhone',
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the trimmed values and clears the form when the platform accepts them', async () => {
    const { scope, sent } = setup(() => Promise.resolve());
    await fill(scope, FILLED);
    await allSettled(submitted, { scope });
    expect(sent).toHaveBeenCalledWith({ ...FILLED, name: 'Ada', email: 'ada@example.com' });
    expect(scope.getState($status)).toBe('done');
    expect(scope.getState($values).message).toBe('');
    await allSettled(anotherMessageRequested, { scope });
    expect(scope.getState($status)).toBe('initial');
    expect(scope.getState($errors)).toEqual({});
  });

  it('keeps everything typed when sending fails, and sends it on the next try', async () => {
    const { scope, sent, logged } = setup(() => Promise.reject(new Error('503')));
    await fill(scope, FILLED);
    await allSettled(submitted, { scope });
    expect(scope.getState($status)).toBe('fail');
    expect(scope.getState($values)).toEqual(FILLED);
    expect(logged).toHaveBeenCalledOnce();

    sent.mockImplementation(() => Promise.resolve());
    await allSettled(submitted, { scope });
    expect(sent).toHaveBeenCalledTimes(2);
    expect(scope.getState($status)).toBe('done');
  });

  it('is "sending" while the request is in flight and ignores a second submit', async () => {
    let finish: () => void = () => undefined;
    const { scope, sent } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await fill(scope, FILLED);
    const settled = allSettled(submitted, { scope });
    await Promise.resolve();
    expect(scope.getState($status)).toBe('pending');
    void allSettled(submitted, { scope });
    finish();
    await settled;
    expect(sent).toHaveBeenCalledOnce();
  });
});

describe('sendContactFx', () => {
  it('saves a GsbContactForm of type Contact', async () => {
    const save = vi.fn(() => Promise.resolve({ id: 'x' }));
    vi.resetModules();
    vi.doMock('@/shared/api', () => ({ getPlatform: () => ({ entity: { save } }) }));
    const model = await import('./contact-form.ts');
    await model.sendContactFx({ ...FILLED });
    expect(save).toHaveBeenCalledWith({
      entityName: 'GsbContactForm',
      entity: { ...FILLED, title: 'ContactForm', type: ContactFormType.Contact },
    });
    vi.doUnmock('@/shared/api');
  });
});
