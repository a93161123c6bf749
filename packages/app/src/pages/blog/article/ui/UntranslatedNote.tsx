import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '@/shared/i18n';
import * as styles from './BlogArticle.css.ts';

export interface UntranslatedNoteProps {
  /** The article's path without a locale prefix. */
  path: string;
  /** The language the text is shown in instead. */
  shownIn: Language;
}

/** Says that the article has no text in the page's language, with a link to it in the language it is shown in. */
export function UntranslatedNote({ path, shownIn }: UntranslatedNoteProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'article.untranslated' });
  return (
    <aside className={styles.note} role="note">
      <p>{t('text')}</p>
      <p>
        <Link to={localizePath(path, shownIn)} hrefLang={shownIn}>
          {t('link')}
        </Link>
      </p>
    </aside>
  );
}
