import { toast } from '@emotion-guru/ui';
import { createEffect } from 'effector';

export interface Notification {
  type: 'success' | 'error' | 'destructive' | 'default';
  title: string;
  description?: string;
}

/** Shows a toast. An effect, so models can notify and tests can replace it in a forked scope. */
export const notifyFx = createEffect(({ type, title, description }: Notification) => {
  const options = description ? { description } : {};
  if (type === 'default') toast(title, options);
  else toast[type](title, options);
});
