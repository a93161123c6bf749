import { Button, EmptyState } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { progressQuery } from '../model/onboarding.ts';

/** The progress could not be read: try again, or go to the dashboard and come back later. */
export function ProgressUnavailable() {
  const { t } = useTranslation('onboarding');
  const [language, retry] = useUnit([$language, progressQuery.start]);
  return (
    <EmptyState
      headingLevel={2}
      title={t('failed.title')}
      description={t('failed.text')}
      action={
        <>
          <Button type="button" onClick={() => retry()}>
            {t('failed.retry')}
          </Button>
          <Link to={localizePath('/app/dashboard', language)}>{t('failed.dashboard')}</Link>
        </>
      }
    />
  );
}
