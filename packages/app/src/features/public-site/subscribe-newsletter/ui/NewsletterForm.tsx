import { Button, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $canSubmit,
  $email,
  $name,
  $submitting,
  emailChanged,
  nameChanged,
  submitted,
} from '../model/newsletter.ts';
import * as styles from './NewsletterForm.css.ts';

export function NewsletterForm() {
  const { t } = useTranslation('landing');
  const [name, email, submitting, canSubmit] = useUnit([$name, $email, $submitting, $canSubmit]);
  const [changeName, changeEmail, submit] = useUnit([nameChanged, emailChanged, submitted]);
  return (
    <form
      className={styles.form}
      aria-label={t('newsletter.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t('newsletter.name')} disabled={submitting}>
        <Input autoComplete="name" value={name} onChange={(event) => changeName(event.target.value)} />
      </Field>
      <Field label={t('newsletter.email')} disabled={submitting}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={submitting} disabled={!canSubmit}>
        {t('newsletter.submit')}
      </Button>
    </form>
  );
}
