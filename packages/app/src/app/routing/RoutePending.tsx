import { useTranslation } from 'react-i18next';

export function RoutePending() {
  const { t } = useTranslation('app_terms');
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      {t('loading')}
    </div>
  );
}
