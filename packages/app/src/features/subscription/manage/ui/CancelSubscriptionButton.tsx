import type { SubscriptionInfo } from '@emotion-guru/platform-sdk';
import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatPlanDate } from '@/entities/subscription';
import { $language } from '@/shared/i18n';
import { $cancelling, cancelConfirmed } from '../model/manage.ts';

/** Cancel, after a confirmation that says until when the plan stays (the end of the paid period). */
export function CancelSubscriptionButton({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation('billing');
  const confirm = useConfirm();
  const [language, cancelling, cancel] = useUnit([$language, $cancelling, cancelConfirmed]);
  const until = subscription.nextPaymentDate ? formatPlanDate(subscription.nextPaymentDate, language) : null;
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={cancelling}
      loading={cancelling}
      onClick={() => {
        void confirm({
          title: t('manage.cancel.title', { plan: subscription.planName }),
          description: until
            ? t('manage.cancel.until', { plan: subscription.planName, date: until })
            : t('manage.cancel.atPeriodEnd', { plan: subscription.planName }),
          confirmText: t('manage.cancel.confirm'),
          cancelText: t('manage.keep'),
          variant: 'destructive',
          onConfirm: () => {
            cancel();
          },
        });
      }}
    >
      {t('manage.cancel.button')}
    </Button>
  );
}
