import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $group, $groupStatus, groupChanged, groupClosed, groupOpened } from '@/entities/group';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { useOpenedById } from '@/shared/routing';
import * as appPage from '@/shared/ui/app-page.css.ts';
import { GroupDetails } from './GroupDetails.tsx';
import * as styles from './GroupDetailPage.css.ts';

/**
 * `/app/groups/{id}`: one group for its members. A group the user is not (or no longer) in is "not
 * available", never an error. The id comes from the route, or from `id` outside the route table.
 */
export function GroupDetailPage({ id: givenId }: { id?: string }) {
  const { t } = useTranslation('groups');
  const [detail, status, language, open, close, reload] = useUnit([
    $group,
    $groupStatus,
    $language,
    groupOpened,
    groupClosed,
    groupChanged,
  ]);
  const id = useOpenedById(open, close, givenId);
  const listPath = localizePath('/app/groups', language);
  usePageMeta({ title: t('detail.metaTitle', { name: detail?.group.name ?? t('list.title') }) });

  if (status === 'fail') {
    return (
      <EmptyState
        headingLevel={2}
        title={t('detail.loadFailed.title')}
        description={t('detail.loadFailed.description')}
        action={<Button onClick={() => reload()}>{t('list.loadFailed.retry')}</Button>}
      />
    );
  }
  // A reload after a change keeps the page (and any open dialog) in place until the answer comes.
  if (detail !== null && detail.group.id === id) return <GroupDetails detail={detail} listPath={listPath} />;
  if (status === 'done') {
    return (
      <div className={appPage.page}>
        <h1 className={appPage.title}>{t('detail.notFound.title')}</h1>
        <p className={appPage.subtitle}>{t('detail.notFound.description')}</p>
        <Link to={listPath} className={styles.back}>
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" className={appPage.page}>
      <VisuallyHidden>{t('detail.loading')}</VisuallyHidden>
      <Skeleton height="3rem" />
      <Skeleton height="10rem" />
    </div>
  );
}
