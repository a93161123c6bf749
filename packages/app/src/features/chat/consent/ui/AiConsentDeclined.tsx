import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { aiConsentReconsidered } from '../model/consent.ts';
import * as styles from './consent.css.ts';

/** After declining: why nothing can be sent, and the way back to the consent. */
export function AiConsentDeclined() {
  const { t } = useTranslation('chat');
  const reconsider = useUnit(aiConsentReconsidered);
  return (
    <section className={styles.notice} aria-labelledby="chat-declined-title">
      <h2 id="chat-declined-title" className={styles.noticeTitle}>
        {t('consent.declined.title')}
      </h2>
      <p className={styles.noticeText}>{t('consent.declined.text')}</p>
      <Button type="button" variant="secondary" onClick={() => reconsider()}>
        {t('consent.declined.reconsider')}
      </Button>
    </section>
  );
}
