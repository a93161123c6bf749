import { Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $consent } from '@/entities/chat';
import { $consentPending, shareWithCaretakerToggled } from '../model/consent.ts';
import * as styles from './consent.css.ts';

/**
 * For a client whose profile a caretaker manages: lets the caretaker read (never write) the client's
 * conversations. Off unless the client turns it on; the platform enforces it. Nothing for anyone else.
 */
export function ShareChatsSwitch() {
  const { t } = useTranslation('chat');
  const [consent, pending, toggle] = useUnit([$consent, $consentPending, shareWithCaretakerToggled]);
  if (!consent.caretaker) return null;
  return (
    <div className={styles.dataConsent}>
      <Switch
        label={t('share.label')}
        hint={t('share.hint')}
        checked={consent.sharedWithCaretaker}
        disabled={!consent.ai || pending}
        onCheckedChange={toggle}
      />
    </div>
  );
}
