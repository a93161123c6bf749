import type { GsbUser } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $currentUser, $session } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { AvatarRefusedError } from '../lib/avatar.ts';
import {
  $avatarDraft,
  $avatarProblem,
  $name,
  $nameError,
  avatarChosen,
  avatarSaveRequested,
  MAX_NAME_LENGTH,
  nameSubmitted,
  nameTyped,
  prepareAvatarFx,
  saveNameFx,
} from './profile.ts';

const { signInAs } = emulatorForModelTests();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Signed in as pro@; cropping (a browser's canvas) is replaced: it hands back a small PNG, or refuses. */
function setup(
  crop: (file: File) => Promise<Blob> = () => Promise.resolve(new Blob([PNG], { type: 'image/png' })),
) {
  const auth = signInAs('pro@example.com');
  const notify = vi.fn();
  const scope = fork({
    values: [[$session, auth]],
    handlers: [
      [prepareAvatarFx, crop],
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  return { scope, notify, userId: auth.userId ?? '' };
}

async function storedUser(id: string): Promise<GsbUser | null> {
  return (await getPlatform().entity.get<GsbUser>({ entityName: 'GsbUser', entityId: id })).entity;
}

describe('profile: the name', () => {
  it('shows the profile’s name until edited, saves the new one (trimmed) and the session shows it', async () => {
    const { scope, notify, userId } = setup();
    expect(scope.getState($name)).toBe(scope.getState($currentUser)?.name);
    await allSettled(nameTyped, { scope, params: '  Selin A.  ' });
    await allSettled(nameSubmitted, { scope });
    expect((await storedUser(userId))?.name).toBe('Selin A.');
    expect(scope.getState($currentUser)?.name).toBe('Selin A.');
    expect(scope.getState($name)).toBe('Selin A.');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'settings.profile.nameSaved' }));
  });

  it('refuses an empty name and one over the limit, keeps what was typed, and reports a failed save', async () => {
    const { scope, userId } = setup();
    const before = (await storedUser(userId))?.name;
    await allSettled(nameTyped, { scope, params: '   ' });
    await allSettled(nameSubmitted, { scope });
    expect(scope.getState($nameError)).toBe('empty');
    const long = 'x'.repeat(MAX_NAME_LENGTH + 1);
    await allSettled(nameTyped, { scope, params: long });
    await allSettled(nameSubmitted, { scope });
    expect(scope.getState($nameError)).toBe('tooLong');
    expect(scope.getState($name)).toBe(long);
    expect((await storedUser(userId))?.name).toBe(before);

    const failing = fork({
      values: [[$session, scope.getState($session)]],
      handlers: [[saveNameFx, () => Promise.reject(new Error('offline'))]],
    });
    await allSettled(nameTyped, { scope: failing, params: 'Selin' });
    await allSettled(nameSubmitted, { scope: failing });
    expect(failing.getState($nameError)).toBe('failed');
    expect(failing.getState($name)).toBe('Selin');
  });
});

describe('profile: the picture', () => {
  it('previews the cropped picture, then uploads it and makes it the profile’s', async () => {
    const { scope, notify, userId } = setup();
    await allSettled(avatarChosen, { scope, params: new File([PNG], 'me.png', { type: 'image/png' }) });
    expect(scope.getState($avatarDraft)).toBeInstanceOf(Blob);
    await allSettled(avatarSaveRequested, { scope });
    const url = (await storedUser(userId))?.pictureUrl ?? '';
    expect(url).toMatch(/^http:\/\/platform\.test\/api\/file\/public\/emotion\/[^/]+\/avatar\.png$/);
    expect(scope.getState($currentUser)?.pictureUrl).toBe(url);
    expect(scope.getState($avatarDraft)).toBeNull();
    const served = await fetch(url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'settings.profile.pictureSaved' }));
  });

  it('says why a picture is refused and saves nothing', async () => {
    const { scope, userId } = setup(() => Promise.reject(new AvatarRefusedError('size')));
    await allSettled(avatarChosen, { scope, params: new File([PNG], 'huge.png', { type: 'image/png' }) });
    expect(scope.getState($avatarProblem)).toBe('size');
    expect(scope.getState($avatarDraft)).toBeNull();
    await allSettled(avatarSaveRequested, { scope });
    expect((await storedUser(userId))?.pictureUrl ?? '').not.toMatch(/avatar\.png$/);
  });
});
