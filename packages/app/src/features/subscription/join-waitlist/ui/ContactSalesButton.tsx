import { Button, Dialog, DialogClose, Field, Input, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $currentUser } from '@/entities/session';
import {
  EMPTY_WAITLIST,
  REQUIRED_WAITLIST_FIELDS,
  firstInvalidWaitlistField,
  trimmedWaitlist,
  validateWaitlist,
  type WaitlistField,
  type WaitlistValues,
} from '../lib/validate.ts';
import { joinWaitlistMutation, waitlistFormReset } from '../model/waitlist.ts';
import * as styles from './ContactSalesButton.css.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;

const INPUT_PROPS: Record<Exclude<WaitlistField, 'message'>, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  companyName: { type: 'text', autoComplete: 'organization' },
};

/** What replaces the form once the request went through; it takes the focus the form had. */
function SentConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('site', { keyPrefix: 'waitlist' });
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.sent} role="status">
      <h3 ref={title} tabIndex={-1} className={styles.sentTitle}>
        {t('sentTitle')}
      </h3>
      <p className={styles.sentBody}>{t('sentBody', { email })}</p>
      <DialogClose asChild>
        <Button variant="secondary">{t('close')}</Button>
      </DialogClose>
    </div>
  );
}

/**
 * Enterprise's "Contact us": a dialog asking for a name, an email, optionally a company and a message,
 * saved as a wait-list contact-form record. A signed-in user finds their name and email filled in.
 * Closing keeps what was typed (nothing is lost by a stray Escape); after a successful send the next
 * opening starts afresh.
 */
export function ContactSalesButton() {
  const { t } = useTranslation('site', { keyPrefix: 'waitlist' });
  const [user, status, send, reset] = useUnit([
    $currentUser,
    joinWaitlistMutation.$status,
    joinWaitlistMutation.start,
    waitlistFormReset,
  ]);
  const [values, setValues] = useState<WaitlistValues>(EMPTY_WAITLIST);
  const [attempted, setAttempted] = useState(false);
  const controls = useRef<Partial<Record<WaitlistField, Control | null>>>({});
  const sending = status === 'pending';
  const errors = attempted ? validateWaitlist(values) : {};

  function onOpenChange(open: boolean) {
    if (open) {
      // The signed-in user's own details, unless they already typed something else.
      if (user) {
        setValues((current) => ({
          ...current,
          name: current.name === '' ? user.name : current.name,
          email: current.email === '' ? user.email : current.email,
        }));
      }
      return;
    }
    if (status === 'done') {
      setValues(EMPTY_WAITLIST);
      setAttempted(false);
    }
    if (status === 'done' || status === 'fail') reset();
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    const first = firstInvalidWaitlistField(validateWaitlist(values));
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    if (!sending) send(trimmedWaitlist(values));
  }

  const fieldProps = (field: WaitlistField) => {
    const problem = errors[field];
    const required = REQUIRED_WAITLIST_FIELDS.includes(field);
    return {
      label: t(`fields.${field}`),
      error: problem && t(`errors.${problem}`),
      required,
      disabled: sending,
      ...(required ? {} : { optionalLabel: t('optional') }),
    };
  };
  const change = (field: WaitlistField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <Dialog
      trigger={<Button variant="secondary">{t('open')}</Button>}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      size="md"
    >
      {status === 'done' ? (
        <SentConfirmation email={trimmedWaitlist(values).email} />
      ) : (
        <form className={styles.form} aria-label={t('label')} noValidate onSubmit={onSubmit}>
          {(['name', 'email', 'companyName'] as const).map((field) => (
            <Field key={field} {...fieldProps(field)}>
              <Input
                ref={(element) => {
                  controls.current[field] = element;
                }}
                {...INPUT_PROPS[field]}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
              />
            </Field>
          ))}
          <Field {...fieldProps('message')}>
            <Textarea
              ref={(element) => {
                controls.current.message = element;
              }}
              rows={4}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
            />
          </Field>
          {status === 'fail' && (
            <p role="alert" className={styles.alert}>
              {t('failed')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {sending ? t('sending') : t('submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
