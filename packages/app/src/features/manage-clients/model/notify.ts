import type { Mutation } from '@farfetched/core';
import { attach, sample } from 'effector';
import { $i18n, type TranslationKey } from '@/shared/i18n';
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

/** A toast's title: a key of app_content, checked by the compiler. */
type ToastKey = TranslationKey<'app_content'>;

/**
 * Toasts how a mutation ended: the `success` title when it succeeds (quoting the client's name when
 * `name` gives it), the `failure` title when it fails.
 */
export function toastOutcome<Params, Data, Failure>(
  mutation: Mutation<Params, Data, Failure>,
  { success, failure, name }: { success: ToastKey; failure: ToastKey; name?: (params: Params) => string },
): void {
  sample({
    clock: mutation.finished.success,
    fn: ({ params }): ClientToast => ({
      type: 'success',
      title: success,
      ...(name === undefined ? {} : { name: name(params) }),
    }),
    target: notifyClientFx,
  });
  sample({
    clock: mutation.finished.failure,
    fn: (): ClientToast => ({ type: 'error', title: failure }),
    target: notifyClientFx,
  });
}
