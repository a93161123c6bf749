import { useUnit } from 'effector-react';
import { $access } from '@/entities/session';
import { ReferralsNotAvailable } from './ReferralsNotAvailable.tsx';
import { ReferralsOverview } from './ReferralsOverview.tsx';
import { usePageTranslations } from '@/shared/i18n';

/** `/app/referrals`: the referrer group's link and results; anyone else is told it is not for them. */
export function ReferralsPage() {
  usePageTranslations(['billing']);
  const access = useUnit($access);
  return access.referrer ? <ReferralsOverview /> : <ReferralsNotAvailable />;
}
