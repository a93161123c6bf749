import { Button, Dialog } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $consent, $ownClientId } from '@/entities/chat';
import {
  $aiConsentDeclined,
  $consentPending,
  aiConsentAccepted,
  aiConsentDeclined,
} from '../model/consent.ts';
import { ConsentPoints } from './ConsentPoints.tsx';

/**
 * The AI consent, on the first visit to the chat: what the assistant is and is not, that an AI service
 * processes the messages, how long they are kept and how to delete them. Closing it declines.
 */
export function AiConsentDialog() {
  const { t } = useTranslation('chat');
  const [consent, clientId, declined, pending] = useUnit([
    $consent,
    $ownClientId,
    $aiConsentDeclined,
    $consentPending,
  ]);
  const [accept, decline] = useUnit([aiConsentAccepted, aiConsentDeclined]);
  const open = clientId !== null && !consent.ai && !declined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) decline();
      }}
      title={t('consent.title')}
      description={t('consent.description')}
      closeLabel={t('help.close')}
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => decline()}>
            {t('consent.decline')}
          </Button>
          <Button type="button" loading={pending} onClick={() => accept()}>
            {pending ? t('consent.accepting') : t('consent.accept')}
          </Button>
        </>
      }
    >
      <ConsentPoints />
    </Dialog>
  );
}
