import { Button, Dialog } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CrisisHelp } from '@/entities/chat';
import { $language } from '@/shared/i18n';
import { $crisisShown, crisisContinued, crisisDismissed } from '../model/send.ts';

/**
 * Shown at once when the typed message speaks of suicide, self-harm, abuse or danger, before anything is
 * sent: the emergency numbers, a grounding exercise, and the choice to send the message anyway.
 */
export function CrisisDialog() {
  const { t } = useTranslation('chat');
  const [open, language, carryOn, back] = useUnit([
    $crisisShown,
    $language,
    crisisContinued,
    crisisDismissed,
  ]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) back();
      }}
      role="alertdialog"
      title={t('crisis.title')}
      description={t('crisis.description')}
      closeLabel={t('help.close')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => carryOn()}>
            {t('crisis.continue')}
          </Button>
          <Button type="button" onClick={() => back()}>
            {t('crisis.back')}
          </Button>
        </>
      }
    >
      <CrisisHelp language={language} headingLevel={3} />
    </Dialog>
  );
}
