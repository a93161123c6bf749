import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { formatLongDate } from '@/shared/lib/local-time';
import { testPushMutation, type Diagnostics } from '../model/diagnostics.ts';
import * as styles from './DiagnosticsPage.css.ts';

/**
 * Push on this device: whether it is on, since when its token is, and a test notification shown by the
 * app's worker the way a push is (it also lands in the bell). Without the permission only the bell shows it.
 */
export function PushSection({ diagnostics }: { diagnostics: Diagnostics }) {
  const { t } = useTranslation('app_content');
  const [language, sending, send] = useUnit([$language, testPushMutation.$pending, testPushMutation.start]);
  const since = diagnostics.pushTokenSince;
  return (
    <section className={styles.section} aria-labelledby="diagnostics-push">
      <h2 id="diagnostics-push">{t('diagnostics.push.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('diagnostics.push.onHere')}</dt>
        <dd>
          {since === null
            ? t('diagnostics.push.off')
            : t('diagnostics.push.onSince', {
                date: formatLongDate(new Date(since).toISOString(), language),
              })}
        </dd>
      </dl>
      {diagnostics.worker.active ? (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            loading={sending}
            onClick={() =>
              send({ title: t('diagnostics.push.testTitle'), body: t('diagnostics.push.testBody') })
            }
          >
            {t('diagnostics.push.test')}
          </Button>
          {diagnostics.notifications === 'granted' ? null : <p>{t('diagnostics.push.bellOnly')}</p>}
        </div>
      ) : null}
    </section>
  );
}
