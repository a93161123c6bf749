import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { PageIntro, pageStyles } from '@/shared/ui';

/** What someone without the admin role sees on the authoring pages: why, and the way to the blog (not a 404). */
export function EditorNotAllowed() {
  const { t } = useTranslation('blog-editor');
  const language = useUnit($language);
  return (
    <main className={pageStyles.page}>
      <PageIntro
        eyebrow={t('page.eyebrow')}
        title={t('notAllowed.title')}
        lead={t('notAllowed.description')}
      />
      <p>
        <Link to={localizePath('/blog', language)}>{t('notAllowed.back')}</Link>
      </p>
    </main>
  );
}
