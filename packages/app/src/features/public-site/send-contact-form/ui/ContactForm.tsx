import { Button, Field, Input, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_FIELDS,
  REQUIRED_FIELDS,
  firstInvalidField,
  validateContact,
  type ContactField,
} from '../lib/validate.ts';
import {
  $errors,
  $status,
  $values,
  anotherMessageRequested,
  fieldChanged,
  submitted,
} from '../model/contact-form.ts';
import * as styles from './ContactForm.css.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Browser hints per field: the right keyboard on phones, and autofill from the visitor's details. */
const INPUT_PROPS: Record<Exclude<ContactField, 'message'>, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'given-name' },
  surname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  companyName: { type: 'text', autoComplete: 'organization' },
  position: { type: 'text', autoComplete: 'organization-title' },
  linkedinProfileUrl: { type: 'url', autoComplete: 'url' },
};

function SentMessage({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation('site', { keyPrefix: 'contact.form' });
  const title = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: take focus to what replaced it.
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <svg className={styles.successIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
        <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 ref={title} tabIndex={-1} className={styles.successTitle}>
        {t('sentTitle')}
      </h2>
      <p className={styles.note}>{t('sentBody')}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('another')}
      </Button>
    </div>
  );
}

/** The contact form (spec section 7): saved as a contact-form record; a failed send keeps every word. */
export function ContactForm() {
  const { t } = useTranslation('site', { keyPrefix: 'contact.form' });
  const [values, errors, status] = useUnit([$values, $errors, $status]);
  const [change, submit, another] = useUnit([fieldChanged, submitted, anotherMessageRequested]);
  const controls = useRef<Partial<Record<ContactField, Control | null>>>({});
  const sending = status === 'pending';

  if (status === 'done') return <SentMessage onAnother={another} />;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    submit();
    // Keyboard and screen-reader users land on the first field that needs attention.
    const first = firstInvalidField(validateContact(values));
    if (first) controls.current[first]?.focus();
  }

  const fieldProps = (field: ContactField) => {
    const problem = errors[field];
    const required = REQUIRED_FIELDS.includes(field);
    return {
      label: t(`fields.${field}`),
      error: problem && t(`errors.${problem}`),
      required,
      disabled: sending,
      ...(required ? {} : { optionalLabel: t('optional') }),
      ...(field === 'linkedinProfileUrl' ? { hint: t('linkedinHint'), className: styles.wide } : {}),
    };
  };

  return (
    <form className={styles.form} aria-label={t('label')} noValidate onSubmit={onSubmit}>
      {CONTACT_FIELDS.map((field) =>
        field === 'message' ? (
          <Field key={field} {...fieldProps(field)} className={styles.wide}>
            <Textarea
              ref={(element) => {
                controls.current[field] = element;
              }}
              rows={6}
              value={values[field]}
              onChange={(event) => change({ field, value: event.target.value })}
            />
          </Field>
        ) : (
          <Field key={field} {...fieldProps(field)}>
            <Input
              ref={(element) => {
                controls.current[field] = element;
              }}
              {...INPUT_PROPS[field]}
              value={values[field]}
              onChange={(event) => change({ field, value: event.target.value })}
            />
          </Field>
        ),
      )}
      {status === 'fail' && (
        <p role="alert" className={styles.alert}>
          {t('failed')}
        </p>
      )}
      <div className={styles.footer}>
        <Button type="submit" loading={sending}>
          {sending ? t('sending') : t('submit')}
        </Button>
        <p className={styles.note}>{t('requiredNote')}</p>
      </div>
    </form>
  );
}
