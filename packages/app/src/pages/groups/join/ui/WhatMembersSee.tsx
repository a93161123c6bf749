import { useTranslation } from 'react-i18next';
import * as appPage from '@/shared/ui/app-page.css.ts';

/** What joining shares and what it never does, in plain words before anyone joins. */
export function WhatMembersSee() {
  const { t } = useTranslation('groups');
  return (
    <div className={appPage.filterPanel}>
      <section aria-labelledby="members-see">
        <h2 id="members-see">{t('joinPage.see.title')}</h2>
        <ul>
          <li>{t('joinPage.see.name')}</li>
          <li>{t('joinPage.see.shared')}</li>
          <li>{t('joinPage.see.responses')}</li>
        </ul>
      </section>
      <section aria-labelledby="members-never">
        <h2 id="members-never">{t('joinPage.never.title')}</h2>
        <ul>
          <li>{t('joinPage.never.private')}</li>
          <li>{t('joinPage.never.unshared')}</li>
          <li>{t('joinPage.never.email')}</li>
        </ul>
      </section>
    </div>
  );
}
