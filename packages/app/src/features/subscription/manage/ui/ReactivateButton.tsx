import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $reactivating, reactivateRequested } from '../model/manage.ts';

/** Keeps a plan whose cancellation is scheduled (nothing is lost, so no confirmation). */
export function ReactivateButton() {
  const { t } = useTranslation('billing');
  const [reactivating, reactivate] = useUnit([$reactivating, reactivateRequested]);
  return (
    <Button type="button" disabled={reactivating} loading={reactivating} onClick={() => reactivate()}>
      {t('manage.reactivate')}
    </Button>
  );
}
