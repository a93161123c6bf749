import { Button, Field, Input } from '@emotion-guru/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './InviteDialog.css.ts';

/** The link to send, selectable, with Copy (and a spoken "Copied"). */
export function InviteLinkField({ link }: { link: string }) {
  const { t } = useTranslation('groups');
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  return (
    <div className={styles.linkRow}>
      <Field label={t('invite.link')} hint={t('invite.linkHint')}>
        <Input readOnly value={link} onFocus={(event) => event.target.select()} />
      </Field>
      <Button
        variant="secondary"
        onClick={() => {
          navigator.clipboard.writeText(link).then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          );
        }}
      >
        {t('invite.copy')}
      </Button>
      <p role="status" className={styles.status}>
        {copied === 'yes' ? t('invite.copied') : copied === 'failed' ? t('invite.copyFailed') : ''}
      </p>
    </div>
  );
}
