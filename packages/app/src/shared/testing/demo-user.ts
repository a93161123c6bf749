import { DEMO_PASSWORD } from '@emotion-guru/mocks';
import type { AuthData } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/**
 * A signed-in demo account of the emulator, by tier (`admin` is the tenant's administrator; `referrer` is in
 * the referrer group, who sees Referrals; `client` is Ece Şahin, one of team@'s clients with an account of
 * her own), or `null` for a visitor. Each is `<tier>@example.com` with the demo password (see
 * mocks/README.md).
 */
export type DemoUser =
  'free' | 'premium' | 'pro' | 'team' | 'enterprise' | 'admin' | 'referrer' | 'client' | null;

const EMAIL_OF: Partial<Record<NonNullable<DemoUser>, string>> = { client: 'ece.sahin@example.com' };

/** Signs the app's platform client in as the demo account (through the emulator), or out. */
export async function signInAs(user: DemoUser): Promise<AuthData | null> {
  const { auth } = getPlatform();
  if (user === null) {
    if (auth.current) auth.logout();
    return null;
  }
  // Every emulator is new, so a session from an earlier one is worthless: always sign in again.
  const result = await auth.login({
    email: EMAIL_OF[user] ?? `${user}@example.com`,
    password: DEMO_PASSWORD,
    remember: false,
  });
  if (!result.success) throw new Error(`The emulator refused the ${user} demo account: ${result.error}`);
  return result.auth;
}
