import { attach } from 'effector';
import { $i18n } from '@/shared/i18n';
import { notifyFx, type Notification } from '@/shared/lib/notify';

export interface ClientToast {
  type: Notification['type'];
  /** A key of app_content. */
  title: string;
  /** The client's name, for titles that quote it. */
  name?: string;
}

/**
 * Like notifyTranslatedFx, with the client's name interpolated. Toasts render text, not HTML, so the
 * name is not escaped (it would show "&amp;" for "&").
 */
export const notifyClientFx = attach({
  source: $i18n,
  effect: async (i18n, { type, title, name }: ClientToast) => {
    if (!i18n) return;
    await notifyFx({
      type,
      title: i18n.t(title, {
        ns: 'app_content',
        name,
        defaultValue: title,
        interpolation: { escapeValue: false },
      }),
    });
  },
});
