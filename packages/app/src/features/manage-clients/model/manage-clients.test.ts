import type { AuthData, VegClient } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadClientsFx, readCachedClientIdFx, saveClientFx, type Client } from '@/entities/client';
import { sessionRestored } from '@/entities/session';
import { i18nAttached } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';
import enAppContent from '../../../../public/locales/en-US/app_content.json';
import {
  $editor,
  $errors,
  $values,
  createRequested,
  editRequested,
  emailChanged,
  formSubmitted,
  instructionsChanged,
  nameChanged,
  notesChanged,
  sensitivitiesChanged,
} from './editor.ts';
import { deactivateClientMutation, reactivateClientMutation } from './status.ts';

const caretaker: AuthData = {
  token: 'token-1',
  expireDate: '2030-01-01T00:00:00.000Z',
  userId: 'care-1',
  name: 'Deniz Arslan',
  email: 'team@example.com',
  roles: ['user'],
  groups: [],
  subscription: 8,
};

const ayse: Client = { id: 'c-1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', isActive: true };
const ben: Client = { id: 'c-2', name: 'Ben Carter', isActive: true };

async function setUp(save: (input: Record<string, unknown>) => VegClient) {
  const i18n = createInstance();
  await i18n.init({ lng: 'en-US', resources: { 'en-US': { app_content: enAppContent } } });
  const notify = vi.fn();
  const saveFake = vi.fn(save);
  const scope = fork({
    handlers: [
      [loadClientsFx, () => [ayse, ben]],
      [readCachedClientIdFx, () => null],
      [saveClientFx, saveFake],
      [notifyFx, notify],
    ],
  });
  await allSettled(i18nAttached, { scope, params: i18n });
  await allSettled(sessionRestored, { scope, params: caretaker });
  notify.mockClear();
  return { scope, notify, save: saveFake };
}

const saved = (input: Record<string, unknown>): VegClient => ({ ...input, id: 'new-1' });

describe('manage clients', () => {
  it('creates a client for the caretaker, active, and names it in the toast', async () => {
    const { scope, notify, save } = await setUp(saved);
    await allSettled(createRequested, { scope });
    await allSettled(nameChanged, { scope, params: '  Deniz & Co ' });
    await allSettled(emailChanged, { scope, params: 'deniz@example.com' });
    await allSettled(notesChanged, { scope, params: 'Prefers mornings' });
    await allSettled(formSubmitted, { scope });
    expect(save).toHaveBeenCalledWith({
      name: 'Deniz & Co',
      email: 'deniz@example.com',
      notes: 'Prefers mornings',
      instructions: '',
      sensitivities: '',
      caretaker_id: 'care-1',
      isActive: true,
    });
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Client "Deniz & Co" has been created successfully.',
    });
    expect(scope.getState($editor)).toBeNull();
  });

  it('refuses to save without a name or with a malformed email, and says why', async () => {
    const { scope, save } = await setUp(saved);
    await allSettled(createRequested, { scope });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(emailChanged, { scope, params: 'not-an-email' });
    await allSettled(formSubmitted, { scope });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({
      name: 'clients.form.nameRequired',
      email: 'clients.form.emailInvalid',
    });
    await allSettled(nameChanged, { scope, params: 'Ali' });
    await allSettled(emailChanged, { scope, params: '' });
    expect(scope.getState($errors)).toEqual({});
  });

  it('keeps what the user typed when creating fails', async () => {
    const { scope, notify } = await setUp(() => {
      throw new Error('offline');
    });
    await allSettled(createRequested, { scope });
    await allSettled(nameChanged, { scope, params: 'Ali' });
    await allSettled(formSubmitted, { scope });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Failed to create client. Please try again.',
    });
    expect(scope.getState($editor)).toEqual({ kind: 'create' });
    expect(scope.getState($values).name).toBe('Ali');
  });

  it('updates a client by id with the edited fields', async () => {
    const { scope, notify, save } = await setUp(saved);
    await allSettled(editRequested, { scope, params: ayse });
    expect(scope.getState($values)).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      notes: '',
      instructions: '',
      sensitivities: '',
    });
    await allSettled(nameChanged, { scope, params: 'Ayşe Y.' });
    await allSettled(formSubmitted, { scope });
    expect(save).toHaveBeenCalledWith({
      id: 'c-1',
      name: 'Ayşe Y.',
      email: 'ayse@example.com',
      notes: '',
      instructions: '',
      sensitivities: '',
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Client has been updated successfully.' });
  });

  it("edits the assistant's guidance for a client: shown, trimmed when saved, and cleared when emptied", async () => {
    const { scope, save } = await setUp(saved);
    const guided: Client = { ...ayse, instructions: 'Keep answers short.', sensitivities: 'food' };
    await allSettled(editRequested, { scope, params: guided });
    expect(scope.getState($values)).toMatchObject({
      instructions: 'Keep answers short.',
      sensitivities: 'food',
    });
    await allSettled(instructionsChanged, { scope, params: '  Keep answers short and gentle.  ' });
    await allSettled(sensitivitiesChanged, { scope, params: '' });
    await allSettled(formSubmitted, { scope });
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'c-1',
        instructions: 'Keep answers short and gentle.',
        sensitivities: '',
      }),
    );
  });

  it('refuses guidance longer than the limits and keeps it for shortening', async () => {
    const { scope, save } = await setUp(saved);
    await allSettled(editRequested, { scope, params: ayse });
    const long = 'a'.repeat(1001);
    await allSettled(instructionsChanged, { scope, params: long });
    await allSettled(sensitivitiesChanged, { scope, params: ` ${'b'.repeat(500)} ` });
    await allSettled(formSubmitted, { scope });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({ instructions: 'clients.form.tooLong' });
    expect(scope.getState($values).instructions).toBe(long);
    await allSettled(instructionsChanged, { scope, params: long.slice(1) });
    expect(scope.getState($errors)).toEqual({});
  });

  it('reports a failed update and keeps the form open', async () => {
    const { scope, notify } = await setUp(() => {
      throw new Error('forbidden');
    });
    await allSettled(editRequested, { scope, params: ayse });
    await allSettled(formSubmitted, { scope });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Failed to update client. Please try again.',
    });
    expect(scope.getState($editor)?.kind).toBe('edit');
  });

  it('deactivates and reactivates with the spec toasts', async () => {
    const { scope, notify, save } = await setUp((input) => ({ ...ayse, ...input }));
    // Ayşe is active (first by name); deactivating her moves the app on to Ben, no new profile needed.
    await allSettled(deactivateClientMutation.start, { scope, params: ayse });
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenLastCalledWith({ id: 'c-1', isActive: false });
    expect(notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'Client has been deactivated successfully.',
    });
    await allSettled(reactivateClientMutation.start, { scope, params: { ...ayse, isActive: false } });
    expect(save).toHaveBeenLastCalledWith({ id: 'c-1', isActive: true });
    expect(notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'Client has been reactivated successfully.',
    });
  });

  it('reports failed status changes', async () => {
    const { scope, notify } = await setUp(() => {
      throw new Error('offline');
    });
    await allSettled(deactivateClientMutation.start, { scope, params: ayse });
    expect(notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Failed to deactivate client. Please try again.',
    });
    await allSettled(reactivateClientMutation.start, { scope, params: ayse });
    expect(notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Failed to reactivate client. Please try again.',
    });
  });
});
