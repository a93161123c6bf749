import { textLength } from '@emotion-guru/platform-sdk';
import { Field, Input, Skeleton, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import { TEXT_LIMITS, textKey, type TextField } from '../lib/article-form.ts';
import { $errors, $form, textChanged } from '../model/editor.ts';
import * as styles from './ArticleEditor.css.ts';
import { useEditorLabels } from './editor-labels.ts';
import { ImageUploadDialog, type UploadedImage } from './ImageUploadDialog.tsx';

// The rich-text editor (Lexical) is its own chunk: only the authoring pages load it.
const RichTextEditor = lazy(() =>
  import('@emotion-guru/ui/rich-text').then(({ RichTextEditor }) => ({ default: RichTextEditor })),
);

/**
 * One language's title, summary and text. The text editor's image button opens the upload dialog; the
 * uploaded image goes into the text with its description.
 */
export function LanguagePanel({ language }: { language: Language }) {
  const { t } = useTranslation('blog-editor');
  const [form, errors, change] = useUnit([$form, $errors, textChanged]);
  const labels = useEditorLabels();
  // The editor waits for the image it asked for: the dialog's answer settles it (null: none).
  const [imageWanted, setImageWanted] = useState<((image: UploadedImage | null) => void) | null>(null);
  const requestImage = () =>
    new Promise<{ src: string; alt: string } | null>((resolve) => {
      setImageWanted(
        () => (image: UploadedImage | null) => resolve(image ? { src: image.url, alt: image.alt } : null),
      );
    });
  if (!form) return null;
  const message = (field: TextField): string | undefined => {
    const error = errors[textKey(field, language)];
    if (error === 'tooLong')
      return t('errors.tooLong', { max: TEXT_LIMITS[field], count: textLength(form[field][language]) });
    if (error === 'required') return t('errors.required');
    return undefined;
  };
  const count = (field: TextField) =>
    t('fields.count', { count: textLength(form[field][language]), max: TEXT_LIMITS[field] });
  return (
    <div className={styles.panel} lang={language}>
      <Field
        label={t('fields.title')}
        required={language === 'en-US'}
        hint={count('title')}
        error={message('title')}
      >
        <Input
          value={form.title[language]}
          onChange={(event) => change({ field: 'title', language, value: event.target.value })}
        />
      </Field>
      <Field
        label={t('fields.description')}
        hint={`${t('fields.descriptionHint')} ${count('description')}`}
        error={message('description')}
      >
        <Textarea
          rows={3}
          value={form.description[language]}
          onChange={(event) => change({ field: 'description', language, value: event.target.value })}
        />
      </Field>
      <Suspense fallback={<Skeleton height="20rem" className={styles.editorFallback} />}>
        <RichTextEditor
          id={`article-content-${language}`}
          label={t('fields.content')}
          description={count('content')}
          {...(message('content') === undefined ? {} : { error: message('content') })}
          value={form.content[language]}
          onChange={(value) => change({ field: 'content', language, value })}
          onImageRequest={requestImage}
          labels={labels}
        />
      </Suspense>
      <ImageUploadDialog
        open={imageWanted !== null}
        purpose="text"
        onDone={(image) => {
          imageWanted?.(image);
          setImageWanted(null);
        }}
      />
    </div>
  );
}
