import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import { $unsubscribed } from '../model/unsubscribe.ts';
import * as styles from './UnsubscribePage.css.ts';

/** After the request went through: which address left the list, and the way home. */
export function Confirmation() {
  const { t } = useTranslation('site', { keyPrefix: 'unsubscribe' });
  const [email, language] = useUnit([$unsubscribed, $language]);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.done} role="status">
      <h2 ref={title} tabIndex={-1} className={styles.doneTitle}>
        {t('doneTitle')}
      </h2>
      <p>{t('doneBody', { email })}</p>
      <Link to={localizePath('/', language)} className={pageStyles.ctaSecondary}>
        {t('home')}
      </Link>
    </div>
  );
}
