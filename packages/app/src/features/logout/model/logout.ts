import { sample } from 'effector';
import { loggedOut, sessionEnded } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';

// Spec section 4: logout shows "Logged Out" / "You have been successfully logged out.".
sample({
  clock: loggedOut,
  fn: () => ({
    type: 'success' as const,
    ns: 'app_terms' as const,
    title: 'logout.title',
    description: 'logout.description',
  }),
  target: notifyTranslatedFx,
});

export { logoutRequested } from '@/entities/session';

sample({
  clock: sessionEnded,
  fn: () => ({
    type: 'default' as const,
    ns: 'app_terms' as const,
    title: 'logout.endedTitle',
    description: 'logout.endedDescription',
  }),
  target: notifyTranslatedFx,
});
