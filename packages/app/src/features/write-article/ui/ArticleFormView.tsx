import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@/shared/i18n';
import { FIRST_LANGUAGE, validateArticle } from '../lib/article-form.ts';
import { $errors, $form, $restored, $saveFailed, $saving, $unsaved, saveRequested } from '../model/editor.ts';
import { ArticleDetails } from './ArticleDetails.tsx';
import * as styles from './ArticleEditor.css.ts';
import { ArticlePreview } from './ArticlePreview.tsx';
import { ArticleTexts } from './ArticleTexts.tsx';
import { CoverImageField } from './CoverImageField.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { RestoredNotice } from './RestoredNotice.tsx';
import { TermsField } from './TermsField.tsx';

/** The language of the first error among the texts (e.g. `title.tr-TR`), to show its tab. */
function languageOfError(keys: readonly string[]): Language | undefined {
  for (const key of keys) {
    const language = SUPPORTED_LANGUAGES.find((code) => key.endsWith(`.${code}`));
    if (language) return language;
  }
  return undefined;
}

/** The editor's form, once the article (or a blank one) is known. */
export function ArticleFormView() {
  const { t } = useTranslation('blog-editor');
  const [form, errors, restored, saving, saveFailed, unsaved, save] = useUnit([
    $form,
    $errors,
    $restored,
    $saving,
    $saveFailed,
    $unsaved,
    saveRequested,
  ]);
  const [language, setLanguage] = useState<Language>(FIRST_LANGUAGE);
  const [previewOpen, setPreviewOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  if (!form) return null;
  const errorCount = Object.keys(errors).length;

  function submit(event: SyntheticEvent) {
    // A dialog's form (the image upload, the editor's link) is in a portal, but React passes its submit up
    // to this form: that is the dialog's own, not a save.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    save();
    if (!form) return;
    // The first field to fix gets the focus; when all of them are texts in another language, its tab opens.
    const invalid = Object.keys(validateArticle(form));
    if (invalid.length === 0) return;
    const visible = invalid.some((key) => !key.includes('.') || key.endsWith(`.${language}`));
    const tab = visible ? undefined : languageOfError(invalid);
    if (tab) setLanguage(tab);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {restored && <RestoredNotice />}
      {errorCount > 0 && (
        <p role="alert" className={styles.alert}>
          {t('errors.summary', { count: errorCount })}
        </p>
      )}
      {saveFailed && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{t('saveFailed.title')}</p>
          <p className={styles.muted}>{t('saveFailed.description')}</p>
        </div>
      )}
      <ArticleTexts language={language} onLanguageChange={setLanguage} />
      <ArticleDetails />
      <CoverImageField />
      <TermsField kind="category" />
      <TermsField kind="tag" />
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => setPreviewOpen(true)}>
          {t('actions.preview')}
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
      <ArticlePreview open={previewOpen} language={language} onClose={() => setPreviewOpen(false)} />
      <LeaveGuard when={unsaved && !saving} />
    </form>
  );
}
