import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $consent, $ownClientId } from '@/entities/chat';
import { $consentPending, aiConsentAccepted } from '../model/consent.ts';
import { ConsentPoints } from './ConsentPoints.tsx';
import { DataConsentSwitch } from './DataConsentSwitch.tsx';
import * as styles from './consent.css.ts';

/**
 * The AI consent on a page of its own (the onboarding) rather than in the chat's dialog: the same points,
 * agreed with one button; once given, the optional data consent. Not agreeing is simply moving on.
 */
export function AiConsentPanel() {
  const { t } = useTranslation('chat');
  const [consent, clientId, pending, accept] = useUnit([
    $consent,
    $ownClientId,
    $consentPending,
    aiConsentAccepted,
  ]);
  return (
    <div className={styles.panel}>
      <ConsentPoints away />
      {consent.ai ? (
        <>
          <p className={styles.given} role="status">
            {t('consent.given')}
          </p>
          <DataConsentSwitch />
        </>
      ) : (
        <div>
          <Button type="button" loading={pending} disabled={clientId === null} onClick={() => accept()}>
            {pending ? t('consent.accepting') : t('consent.accept')}
          </Button>
        </div>
      )}
    </div>
  );
}
