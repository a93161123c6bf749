import { Dialog } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '@/entities/blog';
import type { Language } from '@/shared/i18n';
import { FIRST_LANGUAGE, plainText } from '../lib/article-form.ts';
import { $form } from '../model/editor.ts';
import * as styles from './ArticleEditor.css.ts';

export interface ArticlePreviewProps {
  open: boolean;
  /** The language to show: the tab being written. */
  language: Language;
  onClose: () => void;
}

/**
 * The article as readers will see it in one language: the same sanitizer and styles as the article page
 * (ArticleBody); a language with no text of its own shows the English, as readers get it.
 */
export function ArticlePreview({ open, language, onClose }: ArticlePreviewProps) {
  const { t } = useTranslation('blog-editor');
  const form = useUnit($form);
  if (!form) return null;
  const name = t(`languages.${language}`);
  const own = form.title[language].trim() !== '' || plainText(form.content[language]) !== '';
  const shown = own ? language : FIRST_LANGUAGE;
  const title = form.title[shown].trim() || form.title[FIRST_LANGUAGE].trim();
  const description = form.description[shown] || form.description[FIRST_LANGUAGE];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="lg"
      title={title || t('preview.title')}
      description={t('preview.language', { language: name })}
      closeLabel={t('preview.close')}
    >
      {/* Focusable: a long article scrolls inside the dialog, and the keyboard must reach it (axe's
          scrollable-region-focusable; the scrollable region is jsx-a11y's documented exception). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <article lang={shown} className={styles.form} tabIndex={0} aria-label={title || t('preview.title')}>
        {!own && <p className={styles.notice}>{t('preview.empty', { language: name })}</p>}
        {form.image && (
          <img className={styles.previewCover} src={form.image.url} alt="" width={1200} height={630} />
        )}
        {description && <p className={styles.previewLead}>{description}</p>}
        <ArticleBody html={form.content[shown]} />
      </article>
    </Dialog>
  );
}
