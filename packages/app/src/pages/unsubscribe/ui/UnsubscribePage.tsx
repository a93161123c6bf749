import { Button, Field, Input } from '@emotion-guru/ui';
import { useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/shared/lib/page-meta';
import {
  $email,
  $problem,
  $status,
  emailChanged,
  pageOpened,
  submitted,
  validateUnsubscribeEmail,
} from '../model/unsubscribe.ts';
import { Confirmation } from './Confirmation.tsx';
import * as styles from './UnsubscribePage.css.ts';

/**
 * `/unsubscribe?email=…`: the newsletter's way out. The address from the link is filled in, but nothing is
 * sent until the visitor presses the button (mail scanners open links too).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('site', { keyPrefix: 'unsubscribe' });
  const { email: fromLink }: { email?: string } = useSearch({ strict: false });
  const [email, problem, status] = useUnit([$email, $problem, $status]);
  const [open, change, submit] = useUnit([pageOpened, emailChanged, submitted]);
  const input = useRef<HTMLInputElement>(null);
  usePageMeta({ title: t('documentTitle'), description: t('description') });

  useEffect(() => {
    open(fromLink);
  }, [open, fromLink]);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    submit();
    if (validateUnsubscribeEmail(email)) input.current?.focus();
  }

  const sending = status === 'pending';
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {status === 'done' ? (
        <Confirmation />
      ) : (
        <form className={styles.panel} aria-label={t('title')} noValidate onSubmit={onSubmit}>
          <p id="unsubscribe-lead" className={styles.lead}>
            {t('lead')}
          </p>
          <Field label={t('email')} required error={problem && t(`errors.${problem}`)} disabled={sending}>
            <Input
              ref={input}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => change(event.target.value)}
            />
          </Field>
          {status === 'fail' && (
            <p role="alert" className={styles.alert}>
              {t('failed')}
            </p>
          )}
          <Button type="submit" loading={sending}>
            {sending ? t('sending') : t('submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
