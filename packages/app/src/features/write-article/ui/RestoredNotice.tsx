import { Button, ConfirmationDialog } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restoredDraftDiscarded } from '../model/editor.ts';
import * as styles from './ArticleEditor.css.ts';

/** Says that unsaved changes came back from this device, with a way to drop them (asked first). */
export function RestoredNotice() {
  const { t } = useTranslation('blog-editor');
  const discard = useUnit(restoredDraftDiscarded);
  const [asking, setAsking] = useState(false);
  return (
    <div role="status" className={styles.notice}>
      <span>{t('restored.message')}</span>
      <Button type="button" variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {t('restored.discard')}
      </Button>
      <ConfirmationDialog
        open={asking}
        title={t('restored.confirmTitle')}
        description={t('restored.confirmDescription')}
        confirmText={t('restored.confirm')}
        cancelText={t('restored.cancel')}
        variant="destructive"
        onResult={(confirmed) => {
          setAsking(false);
          if (confirmed) discard();
        }}
      />
    </div>
  );
}
