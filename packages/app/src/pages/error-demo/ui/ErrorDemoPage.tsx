import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, pageStyles } from '@/shared/ui';
import { NotFoundDemo } from './NotFoundDemo.tsx';
import { PageLoadErrorDemo } from './PageLoadErrorDemo.tsx';

/** `/error-demo`: the error screens as visitors see them, for support staff (not in the sitemap). */
export function ErrorDemoPage() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo' });
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <PageLoadErrorDemo />
      <NotFoundDemo />
    </main>
  );
}
