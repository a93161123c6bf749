import { sample } from 'effector';
import { loggedOut } from '@/entities/session';
import { $i18n } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';

// Spec section 4: logout shows "Logged Out" / "You have been successfully logged out.".
sample({
  clock: loggedOut,
  source: $i18n,
  filter: Boolean,
  fn: (i18n) => ({
    type: 'success' as const,
    title: i18n.t('logout.title', { ns: 'app_terms' }),
    description: i18n.t('logout.description', { ns: 'app_terms' }),
  }),
  target: notifyFx,
});

export { logoutRequested } from '@/entities/session';
