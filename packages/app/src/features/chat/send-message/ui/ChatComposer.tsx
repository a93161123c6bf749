import { Button, Textarea, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@emotion-guru/platform-sdk';
import { linkClass } from '@emotion-guru/ui';
import { $language, localizePath } from '@/shared/i18n';
import {
  $announcement,
  $draft,
  $sendFailure,
  $sending,
  draftChanged,
  draftRestoreRequested,
  messageSubmitted,
  retryRequested,
  stopRequested,
} from '../model/send.ts';
import * as styles from './composer.css.ts';

export interface ChatComposerProps {
  /** Without AI consent nothing can be sent: the box stays, disabled, with the reason. */
  readOnly: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line. The text is a local draft until the platform
 * stored it, so a failure keeps it (with a retry). The assistant's typing shows while it answers, and
 * its complete reply is announced once in a polite live region.
 */
export function ChatComposer({ readOnly }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const hintId = useId();
  const [draft, sending, failure, announcement, language] = useUnit([
    $draft,
    $sending,
    $sendFailure,
    $announcement,
    $language,
  ]);
  const [change, submit, retry, restore, stop] = useUnit([
    draftChanged,
    messageSubmitted,
    retryRequested,
    draftRestoreRequested,
    stopRequested,
  ]);
  useEffect(() => {
    restore();
  }, [restore]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.composer}>
      {sending && (
        <div className={styles.typing}>
          <span className={styles.dots} aria-hidden="true" />
          <span>{t('composer.typing')}</span>
          <Button type="button" variant="secondary" size="sm" onClick={() => stop()}>
            {t('composer.stop')}
          </Button>
        </div>
      )}
      {failure?.kind === 'stopped' && (
        <div className={styles.stopped} role="status">
          <p className={styles.failureText}>{t('composer.stopped')}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => retry()}>
            {t('composer.sendAgain')}
          </Button>
        </div>
      )}
      {failure && failure.kind !== 'stopped' && (
        <div className={styles.failure} role="alert">
          {failure.kind === 'limit' ? (
            <>
              <p className={styles.failureText}>{t('errors.limit', { limit: failure.limit ?? 0 })}</p>
              <Link to={localizePath('/app/subscriptions', language)} className={linkClass()}>
                {t('limit.upgrade')}
              </Link>
            </>
          ) : (
            <>
              <p className={styles.failureText}>
                {t(`errors.${failure.kind}`)} {t('composer.failed')}
              </p>
              <Button type="button" variant="secondary" size="sm" onClick={() => retry()}>
                {t('composer.retry')}
              </Button>
            </>
          )}
        </div>
      )}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className={styles.label} htmlFor={`${hintId}-message`}>
          {t('composer.label')}
        </label>
        <Textarea
          id={`${hintId}-message`}
          value={draft}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-describedby={hintId}
          disabled={readOnly}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className={styles.hint}>
          {readOnly ? t('composer.readOnly') : t('composer.hint')}
        </p>
        <Button type="submit" disabled={readOnly || draft.trim() === ''} loading={sending}>
          {t('composer.send')}
        </Button>
      </form>
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true">
          {announcement ? t('announce.reply', { text: announcement }) : ''}
        </div>
      </VisuallyHidden>
    </div>
  );
}
