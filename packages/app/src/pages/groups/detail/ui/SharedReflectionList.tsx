import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SharedReflectionCard, type SharedReflection } from '@/entities/group';
import { $language, localizePath } from '@/shared/i18n';
import * as appPage from '@/shared/ui/app-page.css.ts';
import * as styles from './GroupDetailPage.css.ts';

/**
 * What members shared or wrote for the group, newest first: only the parts each author chose, each
 * linking to its responses. `action` sits beside the title (writing one for the group).
 */
export function SharedReflectionList({
  reflections,
  action,
}: {
  reflections: SharedReflection[];
  action?: ReactNode;
}) {
  const { t } = useTranslation('groups');
  const language = useUnit($language);
  return (
    <section className={styles.section} aria-labelledby="group-shared">
      <div className={styles.sectionHeader}>
        <h2 id="group-shared" className={styles.sectionTitle}>
          {t('shared.title')}
        </h2>
        {action}
      </div>
      {reflections.length === 0 ? (
        <p className={styles.muted}>{t('shared.empty')}</p>
      ) : (
        <ul className={appPage.list}>
          {reflections.map((reflection) => (
            <li key={reflection.id}>
              <SharedReflectionCard reflection={reflection}>
                <Link
                  to={localizePath(`/app/group/reflection/${reflection.id}`, language)}
                  className={styles.back}
                  aria-label={t('shared.openLabel', { name: reflection.authorName })}
                >
                  {t('shared.open')}
                </Link>
              </SharedReflectionCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
