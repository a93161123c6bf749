import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $acceptedLoop,
  $accepting,
  $lastDismissed,
  $loops,
  $loopsState,
  $noteFailed,
  $noteSaving,
  dismissalUndone,
  loopNoteSaved,
  loopsRetried,
  suggestionAccepted,
  suggestionDismissed,
} from '../model/loops.ts';
import { LoopCard } from './LoopCard.tsx';
import { loopHeadingId } from './loop-heading.ts';
import * as styles from './ReportPage.css.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { SectionLoading } from './SectionLoading.tsx';
import { SuggestedLoopCard } from './SuggestedLoopCard.tsx';

/**
 * The loop tracker: patterns it suggests (to accept under a name, or dismiss with an undo), and each loop
 * with its frequency, how the feelings after it changed, its reflections and the person's note.
 */
export function LoopTracker() {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const undoRef = useRef<HTMLButtonElement>(null);
  const [acceptedLoop, state, data, accepting, lastDismissed, noteSaving, noteFailed] = useUnit([
    $acceptedLoop,
    $loopsState,
    $loops,
    $accepting,
    $lastDismissed,
    $noteSaving,
    $noteFailed,
  ]);
  const [retry, accept, dismiss, undo, saveNote] = useUnit([
    loopsRetried,
    suggestionAccepted,
    suggestionDismissed,
    dismissalUndone,
    loopNoteSaved,
  ]);
  // An accepted card leaves the page too: once the new loop is listed, focus goes to its heading.
  const acceptedShown = data?.loops.find((loop) => loop.loopId === acceptedLoop)?.loopId ?? null;
  useEffect(() => {
    if (acceptedShown !== null) document.getElementById(loopHeadingId(acceptedShown))?.focus();
  }, [acceptedShown]);
  // Opened from a reflection (`#loop-<id>`): once the loops are listed, that loop's heading is shown and
  // focused (the browser could not scroll to it: it did not exist when the page opened).
  const hash = useLocation({ select: (location) => location.hash });
  const hashLoop = data?.loops.find((loop) => hash === loopHeadingId(loop.loopId))?.loopId;
  useEffect(() => {
    if (hashLoop === undefined) return;
    const heading = document.getElementById(loopHeadingId(hashLoop));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hashLoop]);
  // A dismissed card leaves the page: focus goes to the Undo that replaces it, not to <body>.
  useEffect(() => {
    if (lastDismissed) undoRef.current?.focus();
  }, [lastDismissed]);

  let body;
  if (state === 'error') body = <SectionFailed message={t('report.loops.failed')} onRetry={() => retry()} />;
  else if (state === 'loading' || !data)
    body = <SectionLoading label={t('report.loops.loading')} height="6rem" />;
  else
    body = (
      <>
        {lastDismissed && (
          <p className={styles.loopActions} role="status">
            {t('report.loops.dismissed')}{' '}
            <Button ref={undoRef} type="button" size="sm" variant="ghost" onClick={() => undo(lastDismissed)}>
              {t('report.loops.undo')}
            </Button>
          </p>
        )}
        {data.suggestions.length > 0 && (
          <>
            <h3 className={styles.subTitle}>
              {t('report.loops.suggestions', { count: data.suggestions.length })}
            </h3>
            <p className={styles.muted}>{t('report.loops.suggestionsIntro')}</p>
            <ul className={styles.loopList}>
              {data.suggestions.map((suggestion) => (
                <SuggestedLoopCard
                  key={suggestion.key}
                  suggestion={suggestion}
                  busy={accepting === suggestion.reflectionIds.join(',')}
                  onAccept={(title) => accept({ suggestion, title })}
                  onDismiss={() => dismiss(suggestion.key)}
                />
              ))}
            </ul>
          </>
        )}
        {data.loops.length === 0 ? (
          <p className={styles.muted}>{t('report.loops.none')}</p>
        ) : (
          <>
            <h3 className={styles.subTitle}>{t('report.loops.yours', { count: data.loops.length })}</h3>
            <ul className={styles.loopList}>
              {data.loops.map((loop) => (
                <LoopCard
                  key={loop.loopId}
                  loop={loop}
                  saving={noteSaving === loop.loopId}
                  saveFailed={noteFailed === loop.loopId}
                  onSaveNote={(note) => saveNote({ loopId: loop.loopId, note })}
                />
              ))}
            </ul>
          </>
        )}
      </>
    );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.loops.title')}
      </h2>
      <p className={styles.muted}>{t('report.loops.intro')}</p>
      {body}
    </section>
  );
}
