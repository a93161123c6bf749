import { Button, Skeleton, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $currentUser } from '@/entities/session';
import { $language } from '@/shared/i18n';
import { formatLongDate } from '@/shared/lib/local-time';
import {
  $changingNewsletter,
  $newsletter,
  $newsletterFailed,
  newsletterOpened,
  newsletterToggled,
} from '../model/newsletter.ts';
import * as styles from './NewsletterSettings.css.ts';

/**
 * Settings → Notifications: the email newsletter for the account's own address, on or off, with when it
 * was last changed. The same list the public sign-up form and the unsubscribe page write to.
 */
export function NewsletterSettings() {
  const { t } = useTranslation('app_content');
  const [status, failed, changing, user, language] = useUnit([
    $newsletter,
    $newsletterFailed,
    $changingNewsletter,
    $currentUser,
    $language,
  ]);
  const [open, toggle] = useUnit([newsletterOpened, newsletterToggled]);
  useEffect(() => open(), [open]);

  if (status === null && failed)
    return (
      <div className={styles.root}>
        <p role="alert" className={styles.muted}>
          {t('settings.newsletter.loadFailed')}
        </p>
        <div>
          <Button type="button" variant="secondary" onClick={() => open()}>
            {t('settings.newsletter.retry')}
          </Button>
        </div>
      </div>
    );
  if (status === null)
    return (
      <div role="status" aria-busy="true" aria-label={t('settings.newsletter.loading')}>
        <Skeleton height="3rem" />
      </div>
    );
  const since = status.since ? formatLongDate(status.since, language) : '';
  return (
    <div className={styles.root}>
      <Switch
        label={t('settings.newsletter.label')}
        hint={t('settings.newsletter.hint', { email: user?.email ?? '' })}
        checked={status.subscribed}
        disabled={changing}
        onCheckedChange={toggle}
      />
      {since && (
        <p className={styles.muted}>
          {status.subscribed
            ? t('settings.newsletter.subscribedSince', { date: since })
            : t('settings.newsletter.unsubscribedSince', { date: since })}
        </p>
      )}
    </div>
  );
}
