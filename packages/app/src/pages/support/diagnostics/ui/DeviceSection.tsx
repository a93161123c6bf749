import { useTranslation } from 'react-i18next';
import type { Diagnostics } from '../model/diagnostics.ts';
import * as styles from './DiagnosticsPage.css.ts';

/** How the app runs on this device: installed or in a browser tab, notification permission, version. */
export function DeviceSection({ diagnostics }: { diagnostics: Diagnostics }) {
  const { t } = useTranslation('app_content');
  return (
    <section className={styles.section} aria-labelledby="diagnostics-device">
      <h2 id="diagnostics-device">{t('diagnostics.device.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('diagnostics.device.installed')}</dt>
        <dd>
          {diagnostics.install.installed ? t('diagnostics.device.asApp') : t('diagnostics.device.inBrowser')}
        </dd>
        <dt>{t('diagnostics.device.installState')}</dt>
        <dd>
          {t('diagnostics.device.installStateValue', {
            via: t(`diagnostics.device.via.${diagnostics.install.via ?? 'none'}`),
            confidence: t(`diagnostics.device.confidence.${diagnostics.install.confidence}`),
          })}
        </dd>
        <dt>{t('diagnostics.device.notifications')}</dt>
        <dd>{t(`diagnostics.device.permission.${diagnostics.notifications}`)}</dd>
        <dt>{t('diagnostics.device.version')}</dt>
        <dd>{diagnostics.appVersion}</dd>
      </dl>
    </section>
  );
}
