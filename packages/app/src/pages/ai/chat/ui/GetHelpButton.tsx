import { Button, Dialog } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CrisisHelp } from '@/entities/chat';
import { $language } from '@/shared/i18n';

/** "Get help now", always on the chat page: the emergency numbers and a short grounding exercise. */
export function GetHelpButton() {
  const { t } = useTranslation('chat');
  const language = useUnit($language);
  return (
    <Dialog
      trigger={
        <Button type="button" variant="destructive">
          {t('help.open')}
        </Button>
      }
      title={t('help.title')}
      closeLabel={t('help.close')}
    >
      <CrisisHelp language={language} headingLevel={3} />
    </Dialog>
  );
}
