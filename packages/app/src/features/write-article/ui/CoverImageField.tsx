import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $form, fieldsChanged } from '../model/editor.ts';
import * as styles from './ArticleEditor.css.ts';
import { ImageUploadDialog } from './ImageUploadDialog.tsx';

/** The article's cover: shown as readers will see it, chosen (uploaded), replaced or removed. */
export function CoverImageField() {
  const { t } = useTranslation('blog-editor');
  const [form, change] = useUnit([$form, fieldsChanged]);
  const [choosing, setChoosing] = useState(false);
  if (!form) return null;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('image.cover')}</legend>
      <p className={styles.muted}>{t('image.coverHint')}</p>
      {form.image && (
        <img
          className={styles.cover}
          src={form.image.url}
          alt={t('image.coverAlt')}
          width={1200}
          height={630}
        />
      )}
      <div className={styles.row}>
        <Button type="button" variant="secondary" onClick={() => setChoosing(true)}>
          {form.image ? t('image.replace') : t('image.choose')}
        </Button>
        {form.image && (
          <Button type="button" variant="ghost" onClick={() => change({ image: null })}>
            {t('image.remove')}
          </Button>
        )}
      </div>
      <ImageUploadDialog
        open={choosing}
        purpose="cover"
        onDone={(image) => {
          setChoosing(false);
          if (image) change({ image: { id: image.id, url: image.url } });
        }}
      />
    </fieldset>
  );
}
