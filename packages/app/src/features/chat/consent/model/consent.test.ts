import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatOpened } from '@/entities/chat';
import { $clients } from '@/entities/client/@x/chat';
import { $session } from '@/entities/session/@x/chat';
import { testSession } from '@/shared/lib/test-session';
import { readDeclined, writeDeclined } from '../api/declined-store.ts';
import {
  $aiConsentDeclined,
  aiConsentAccepted,
  aiConsentDeclined,
  aiConsentReconsidered,
  setConsentFx,
} from './consent.ts';

vi.mock('../api/declined-store.ts', () => ({ readDeclined: vi.fn(), writeDeclined: vi.fn() }));

const scope = () =>
  fork({
    values: [
      [$session, testSession()],
      [$clients, [{ id: 'c-own', name: 'Me', isActive: true, user_id: 'u-1' }]],
    ],
    handlers: [[setConsentFx, () => ({ id: 'c-own', aiConsentDate: '2026-11-23' })]],
  });

beforeEach(() => {
  vi.mocked(readDeclined).mockReset().mockReturnValue(false);
  vi.mocked(writeDeclined).mockReset();
});

describe('declining the AI consent', () => {
  it('is remembered for the user, so the page stays read-only after a reload', async () => {
    const s = scope();
    await allSettled(chatOpened, { scope: s });
    expect(s.getState($aiConsentDeclined)).toBe(false);
    await allSettled(aiConsentDeclined, { scope: s });
    expect(s.getState($aiConsentDeclined)).toBe(true);
    expect(writeDeclined).toHaveBeenLastCalledWith('u-1', true);

    // The next visit (a reload: a fresh scope) reads the decision back when the chat opens.
    vi.mocked(readDeclined).mockReturnValue(true);
    const next = scope();
    await allSettled(chatOpened, { scope: next });
    expect(readDeclined).toHaveBeenCalledWith('u-1');
    expect(next.getState($aiConsentDeclined)).toBe(true);
  });

  it('is forgotten when the user reads about it again or agrees', async () => {
    vi.mocked(readDeclined).mockReturnValue(true);
    const s = scope();
    await allSettled(chatOpened, { scope: s });
    await allSettled(aiConsentReconsidered, { scope: s });
    expect(s.getState($aiConsentDeclined)).toBe(false);
    expect(writeDeclined).toHaveBeenLastCalledWith('u-1', false);
    vi.mocked(writeDeclined).mockClear();
    await allSettled(aiConsentAccepted, { scope: s });
    expect(writeDeclined).toHaveBeenLastCalledWith('u-1', false);
  });
});
