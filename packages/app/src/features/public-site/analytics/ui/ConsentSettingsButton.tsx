import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { consentReopened } from '../model/consent.ts';

/** "Cookie settings": the consent banner again, to change the answer (the site's footer). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('site', { keyPrefix: 'consent' });
  const reopen = useUnit(consentReopened);
  return (
    <Button type="button" variant="ghost" size="sm" className={className} onClick={() => reopen()}>
      {t('settings')}
    </Button>
  );
}
