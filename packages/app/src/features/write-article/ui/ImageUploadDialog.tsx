import { Button, Dialog, Field, Input } from '@emotion-guru/ui';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadBlogImage } from '../api/article-api.ts';
import { IMAGE_TYPES, imageFileProblem, megabytes, type ImageFileProblem } from '../lib/image-file.ts';
import * as styles from './ArticleEditor.css.ts';

/** An uploaded image: the file's id, where readers load it, and its description. */
export interface UploadedImage {
  id: string;
  url: string;
  alt: string;
}

export interface ImageUploadDialogProps {
  open: boolean;
  /** `text`: an image in the article's text (a description is required); `cover`: the cover image. */
  purpose: 'text' | 'cover';
  /** The uploaded image, or null when the writer cancelled. */
  onDone: (image: UploadedImage | null) => void;
}

type Problem = ImageFileProblem | 'alt' | 'failed';

/**
 * Chooses an image and uploads it (`/api/file/upload`, public to readers) with its progress. The file is
 * checked first: images only (JPEG, PNG, WebP, GIF, AVIF), at most 5 MB; an image in the text needs a
 * description. Cancelling stops an upload under way.
 */
export function ImageUploadDialog({ open, purpose, onDone }: ImageUploadDialogProps) {
  const { t } = useTranslation('blog-editor');
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  function reset() {
    upload.current?.abort();
    upload.current = null;
    setFile(null);
    setAlt('');
    setProblem(null);
    setProgress(null);
  }

  function close(image: UploadedImage | null) {
    reset();
    onDone(image);
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    // The dialog sits in a portal inside the article's form: its submit is not the article's.
    event.stopPropagation();
    if (progress !== null) return;
    const fileProblem = imageFileProblem(file);
    if (fileProblem || !file) {
      setProblem(fileProblem ?? 'file');
      return;
    }
    if (purpose === 'text' && alt.trim() === '') {
      setProblem('alt');
      return;
    }
    setProblem(null);
    setProgress(0);
    const controller = new AbortController();
    upload.current = controller;
    try {
      const stored = await uploadBlogImage(file, {
        signal: controller.signal,
        onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      if (controller.signal.aborted) return;
      close({ id: stored.id, url: stored.publicUrl ?? '', alt: alt.trim() });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Could not upload the image', error);
      setProblem('failed');
      setProgress(null);
    }
  }

  const fileError =
    problem === 'file' || problem === 'type'
      ? t(`image.errors.${problem}`)
      : problem === 'size' && file
        ? t('image.errors.size', { size: megabytes(file.size) })
        : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close(null);
      }}
      title={purpose === 'cover' ? t('image.coverDialogTitle') : t('image.dialogTitle')}
      closeLabel={t('image.cancel')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => close(null)}>
            {t('image.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={progress !== null}>
            {t('image.upload')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field label={t('image.file')} hint={t('image.fileHint')} required error={fileError}>
          <Input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </Field>
        {purpose === 'text' && (
          <Field
            label={t('image.alt')}
            hint={t('image.altHint')}
            required
            error={problem === 'alt' ? t('image.errors.alt') : undefined}
          >
            <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
          </Field>
        )}
        {progress !== null && (
          <div className={styles.row}>
            <progress max={100} value={progress} aria-label={t('image.uploading', { percent: progress })} />
            <span role="status">{t('image.uploading', { percent: progress })}</span>
          </div>
        )}
        {problem === 'failed' && (
          <p role="alert" className={styles.alert}>
            {t('image.errors.failed')}
          </p>
        )}
      </form>
    </Dialog>
  );
}
