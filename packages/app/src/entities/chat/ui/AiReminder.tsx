import { useTranslation } from 'react-i18next';
import * as styles from './chat.css.ts';

/** "You are talking to an AI, not a person": at the start of each conversation and every three hours. */
export function AiReminder() {
  const { t } = useTranslation('chat');
  return (
    <p className={styles.reminder} role="note">
      {t('reminder')}
    </p>
  );
}
