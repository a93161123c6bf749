import { linkClass, Switch } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $consent } from '@/entities/chat';
import { $access } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { $consentPending, dataConsentToggled } from '../model/consent.ts';
import * as styles from './consent.css.ts';

/**
 * The optional data consent (the assistant may read recent check-ins and reflections). Part of the
 * `ai-insights` tier feature: on the free tier it is off and says where to get it.
 */
export function DataConsentSwitch() {
  const { t } = useTranslation('chat');
  const [consent, access, pending, language, toggle] = useUnit([
    $consent,
    $access,
    $consentPending,
    $language,
    dataConsentToggled,
  ]);
  return (
    <div className={styles.dataConsent}>
      <Switch
        label={t('data.label')}
        hint={access.aiInsights ? t('data.hint') : t('data.tier')}
        checked={access.aiInsights && consent.data}
        disabled={!consent.ai || !access.aiInsights || pending}
        onCheckedChange={toggle}
      />
      {!access.aiInsights && access.upgrade && (
        <Link to={localizePath('/app/subscriptions', language)} className={linkClass()}>
          {t('data.upgrade')}
        </Link>
      )}
    </div>
  );
}
