import type { GroupInviteExpiry } from '@emotion-guru/platform-sdk';

/** How long an invite (link or e-mail) may work, in the order the dialog offers them. */
export const INVITE_EXPIRIES: readonly GroupInviteExpiry[] = ['1d', '7d', 'never'];
