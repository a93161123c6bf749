import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { withdrawAiConsentFx } from '../model/consent.ts';

/** "Withdraw AI consent", after a confirmation that every conversation and memory is deleted. */
export function WithdrawAiConsentButton() {
  const { t } = useTranslation('chat');
  const confirm = useConfirm();
  const [withdraw, pending] = useUnit([withdrawAiConsentFx, withdrawAiConsentFx.pending]);
  return (
    <Button
      type="button"
      variant="destructive"
      loading={pending}
      onClick={() => {
        void confirm({
          title: t('settings.withdrawTitle'),
          description: t('settings.withdrawText'),
          confirmText: t('settings.withdrawConfirm'),
          cancelText: t('list.cancel'),
          variant: 'destructive',
          onConfirm: async () => {
            await withdraw().catch(() => undefined);
          },
        });
      }}
    >
      {t('settings.withdraw')}
    </Button>
  );
}
