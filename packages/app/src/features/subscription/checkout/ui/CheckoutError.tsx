import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $checkoutError, checkoutErrorDismissed } from '../model/checkout.ts';
import * as styles from './Checkout.css.ts';

/** Why the chosen plan's checkout did not open, in the user's language; the plans stay as they were. */
export function CheckoutError() {
  const { t } = useTranslation('billing');
  const [error, dismiss] = useUnit([$checkoutError, checkoutErrorDismissed]);
  if (!error) return null;
  return (
    <div role="alert" className={styles.error}>
      <p>{t(`errors.${error}`)}</p>
      <Button type="button" variant="secondary" size="sm" onClick={() => dismiss()}>
        {t('errors.dismiss')}
      </Button>
    </div>
  );
}
