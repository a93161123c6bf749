import { PageSpinner } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page loads (only when that takes long enough to notice). */
export function RoutePending() {
  const { t } = useTranslation('app_terms');
  return <PageSpinner label={t('loading')} />;
}
