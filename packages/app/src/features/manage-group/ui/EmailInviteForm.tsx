import { validateEmail, type GroupInviteExpiry } from '@emotion-guru/platform-sdk';
import { Button, Field, Input, Select } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@/shared/ui';
import { inviteByEmailFx } from '../model/invite.ts';
import { INVITE_EXPIRIES } from './invite-expiries.ts';
import * as styles from './InviteDialog.css.ts';

/** "Invite by e-mail": the address and how long the invite works; the platform sends the message. */
export function EmailInviteForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const [invite, sending] = useUnit([inviteByEmailFx, inviteByEmailFx.pending]);
  const [email, setEmail] = useState('');
  const [expiresIn, setExpiresIn] = useState<GroupInviteExpiry>('7d');
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const address = email.trim();
  const invalid = !validateEmail(address).valid;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    if (invalid || sending) return;
    invite({ groupId, email: address, expiresIn }).then(
      () => {
        setSentTo(address);
        setEmail('');
        setAttempted(false);
      },
      () => undefined,
    );
  }

  return (
    <section className={styles.section} aria-labelledby="invite-by-email">
      <h3 id="invite-by-email" className={styles.heading}>
        {t('invite.byEmail')}
      </h3>
      <form className={formStyles.form} noValidate onSubmit={onSubmit}>
        <Field
          label={t('invite.email')}
          hint={t('invite.emailHint')}
          error={attempted && invalid ? t('invite.emailInvalid') : undefined}
        >
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={t('invite.emailExpiry')}>
          <Select
            value={expiresIn}
            onChange={(event) => {
              const found = INVITE_EXPIRIES.find((e) => e === event.target.value);
              if (found) setExpiresIn(found);
            }}
            options={INVITE_EXPIRIES.map((value) => ({ value, label: t(`invite.expiries.${value}`) }))}
          />
        </Field>
        <div>
          <Button type="submit" variant="secondary" loading={sending}>
            {sending ? t('invite.emailSending') : t('invite.emailSend')}
          </Button>
        </div>
        {sentTo === null ? null : (
          <p role="status" className={styles.facts}>
            {t('invite.emailSent', { email: sentTo })}
          </p>
        )}
      </form>
    </section>
  );
}
