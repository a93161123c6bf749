import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { useEmotionNames } from '@/entities/emotion';
import {
  $reflectionList,
  FREE_HISTORY_DAYS,
  reflectionListClosed,
  reflectionListOpened,
} from '@/entities/reflection';
import { $access, $currentUser } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { HistoryLimitNotice } from '@/shared/ui';
import { filtersFromSearch, type ReflectionListSearch } from '../lib/search-params.ts';
import { ContinueDraftNotice } from './ContinueDraftNotice.tsx';
import { LockedNotice } from './LockedNotice.tsx';
import { ReflectionFilters } from './ReflectionFilters.tsx';
import { ReflectionList } from './ReflectionList.tsx';
import * as styles from './ReflectionListPage.css.ts';

/**
 * /app/reflection: the active client's reflections (a caretaker's selected client), newest first, ten a
 * page, filtered by search text, timing, emotion, Mood-Meter area, tag and dates. The filters live in the
 * address (a reload or a shared link shows the same list); `?loop=<id>` opens it on one loop.
 */
export function ReflectionListPage() {
  const { t } = useTranslation('reflection');
  const [user, access, client, language, open, close] = useUnit([
    $currentUser,
    $access,
    $activeClient,
    $language,
    reflectionListOpened,
    reflectionListClosed,
  ]);
  const { hiddenByTier } = useUnit($reflectionList);
  const historyMessage =
    hiddenByTier > 0
      ? t('list.history.hidden', { count: hiddenByTier, days: FREE_HISTORY_DAYS })
      : t('list.history.limit', { days: FREE_HISTORY_DAYS });
  const search: ReflectionListSearch = useSearch({ strict: false });
  const { loop } = search;
  // The address the page opened on; the filters write their changes into it from then on.
  const [opening] = useState(() => ({ loop, filters: filtersFromSearch(search) }));
  const emotionNames = useEmotionNames();
  usePageMeta({ title: t('list.metaTitle'), description: t('list.metaDescription') });

  // Opening asks for the keyring too (the model does, once the client is known). A loop left later (the
  // filters' "clear") opens the list on everything.
  useEffect(() => {
    open(loop === opening.loop ? opening.filters : {});
    return () => close();
  }, [open, close, loop, opening]);

  return (
    <section className={styles.page} aria-labelledby="reflection-list-title">
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 id="reflection-list-title" className={styles.title}>
            {t('list.title')}
          </h1>
          <p className={styles.subtitle}>
            {client && access.clientManagement
              ? t('list.aboutClient', { name: client.name })
              : t('list.intro')}
          </p>
        </div>
        <Link to={localizePath('/app/reflection/new', language)} className={styles.primaryLink}>
          {t('list.newReflection')}
        </Link>
      </header>
      <ContinueDraftNotice />
      <LockedNotice />
      {user && !access.unlimitedHistory && (
        <HistoryLimitNotice
          message={historyMessage}
          upgradeLabel={t('list.history.upgrade')}
          upgradePath={localizePath('/app/subscriptions', language)}
        />
      )}
      <ReflectionFilters emotionNames={emotionNames} />
      <ReflectionList emotionNames={emotionNames} />
    </section>
  );
}
