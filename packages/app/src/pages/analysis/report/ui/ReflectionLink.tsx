import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './ReportPage.css.ts';

/** A list item naming a reflection (a link to its page; "A reflection" when untitled) and what else to say of it. */
export function ReflectionLink({ id, title, detail }: { id: string; title: string; detail: string }) {
  const { t } = useTranslation('insights');
  const language = useUnit($language);
  return (
    <li>
      <Link to={localizePath('/app/reflection/$id', language)} params={{ id }} className={styles.link}>
        {title || t('report.loops.untitledReflection')}
      </Link>{' '}
      <span className={styles.muted}>· {detail}</span>
    </li>
  );
}
