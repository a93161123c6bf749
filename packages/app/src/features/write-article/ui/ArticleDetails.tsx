import { DateField, Field, Input, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { readingTimeOfForm } from '../lib/convert.ts';
import { $errors, $form, fieldsChanged } from '../model/editor.ts';
import * as styles from './ArticleEditor.css.ts';

/** The article's address, author and publishing: date, published or draft, and the reading time it gets. */
export function ArticleDetails() {
  const { t } = useTranslation('blog-editor');
  const { t: content } = useTranslation('app_content');
  const [form, errors, language, change] = useUnit([$form, $errors, $language, fieldsChanged]);
  if (!form) return null;
  const slugError = errors['slug'];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('fields.details')}</legend>
      <Field
        label={t('fields.slug')}
        required
        hint={t('fields.slugHint', { slug: form.slug || '…' })}
        error={
          slugError === 'required'
            ? t('errors.slugRequired')
            : slugError === 'slugFormat' || slugError === 'slugTaken'
              ? t(`errors.${slugError}`)
              : undefined
        }
      >
        <Input
          value={form.slug}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change({ slug: event.target.value })}
        />
      </Field>
      <Field label={t('fields.author')} required error={errors['author'] ? t('errors.author') : undefined}>
        <Input value={form.author} onChange={(event) => change({ author: event.target.value })} />
      </Field>
      <DateField
        label={t('fields.publishDate')}
        required
        locale={language}
        value={form.publishDate}
        onChange={(publishDate) => change({ publishDate })}
        error={errors['publishDate'] ? t('errors.publishDate') : undefined}
        placeholderLetters={{
          day: content('journal.filters.dateLetters.day'),
          month: content('journal.filters.dateLetters.month'),
          year: content('journal.filters.dateLetters.year'),
        }}
        invalidMessage={(format) => content('journal.filters.invalidDate', { format })}
        loadingLabel={content('journal.filters.calendarLoading')}
        calendarLabel={t('fields.chooseDate')}
      />
      <Switch
        label={t('fields.published')}
        hint={t('fields.publishedHint')}
        checked={form.isPublished}
        onCheckedChange={(isPublished) => change({ isPublished })}
      />
      <p className={styles.muted}>{t('fields.readingTime', { count: readingTimeOfForm(form) })}</p>
    </fieldset>
  );
}
