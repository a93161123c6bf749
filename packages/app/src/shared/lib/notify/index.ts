import { toast } from '@emotion-guru/ui';
import { attach, createEffect } from 'effector';
import { $i18n, type Namespace } from '../../i18n/index.ts';

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

/** A notification given by translation keys of one namespace, shown in the current language. */
export interface TranslatedNotification {
  type: Notification['type'];
  ns: Namespace;
  title: string;
  description?: string;
  /** Values the texts interpolate (`{{count}}` also picks the plural form). */
  values?: Record<string, string | number>;
}

/** Translates with the scope's i18next and shows the toast through notifyFx (nothing before i18n exists). */
export const notifyTranslatedFx = attach({
  source: $i18n,
  effect: async (i18n, { type, ns, title, description, values }: TranslatedNotification) => {
    if (!i18n) return;
    // Keys arrive as data from models, so they are checked by the locale tests, not the compiler.
    const t = (key: string) => i18n.t(`${ns}:${key}`, { defaultValue: key, ...values });
    await notifyFx({ type, title: t(title), ...(description ? { description: t(description) } : {}) });
  },
});
