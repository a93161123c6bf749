import { EmotionLevel } from '@emotion-guru/platform-sdk';
import { Button, EmptyState, Field, Input, RadioGroup, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $emotionCatalogue,
  $emotionCatalogueState,
  EmotionPicker,
  emotionCatalogueRequested,
} from '@/entities/emotion';
import { $encryption, keyringRequested } from '@/entities/keyring';
import {
  $emotionId,
  $level,
  $note,
  $noteAvailable,
  $saveFailed,
  $savedCount,
  $saving,
  checkInSubmitted,
  emotionChosen,
  levelChosen,
  noteChanged,
  NOTE_MAX_LENGTH,
} from '../model/check-in.ts';
import * as styles from './CheckInForm.css.ts';

/** The picker while the words load: its frame, no words. */
const NO_WORDS = [] as const;

const LEVELS = [
  ['none', null],
  ['low', EmotionLevel.Low],
  ['medium', EmotionLevel.Medium],
  ['high', EmotionLevel.High],
] as const;

/**
 * The quick check-in: a colour, a word (focus moves to the words, then to the note), optionally a level
 * and a short note, and Save. Enter in the note saves, so the common case is colour, word, Enter.
 */
export function CheckInForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('app_content');
  const headingId = useId();
  const [catalogue, catalogueState, emotionId, level, note, noteAvailable, encryption, saving, failed] =
    useUnit([
      $emotionCatalogue,
      $emotionCatalogueState,
      $emotionId,
      $level,
      $note,
      $noteAvailable,
      $encryption,
      $saving,
      $saveFailed,
    ]);
  const savedCount = useUnit($savedCount);
  const [requestCatalogue, requestKeyring, choose, chooseLevel, changeNote, submit] = useUnit([
    emotionCatalogueRequested,
    keyringRequested,
    emotionChosen,
    levelChosen,
    noteChanged,
    checkInSubmitted,
  ]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const justChosen = useRef(false);

  useEffect(() => {
    requestCatalogue();
    requestKeyring();
  }, [requestCatalogue, requestKeyring]);

  // A word was just chosen: on to the note (or Save while a note cannot be written).
  useEffect(() => {
    if (!justChosen.current || emotionId === null) return;
    justChosen.current = false;
    (noteRef.current ?? saveRef.current)?.focus();
  }, [emotionId]);

  // Saved: the form starts over; focus goes back to its heading (the toast says it was saved).
  useEffect(() => {
    if (savedCount > 0) headingRef.current?.focus();
  }, [savedCount]);

  const chosen = catalogue.find((emotion) => emotion.id === emotionId);
  const loading = catalogueState === 'loading';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('checkIn.title')}
      </Heading>
      {catalogueState === 'failed' ? (
        <EmptyState
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('checkIn.catalogueFailed')}
          action={
            <Button type="button" variant="secondary" onClick={() => requestCatalogue()}>
              {t('checkIn.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.intro}>
            {t('checkIn.intro')}
            {/* Inside the paragraph, not beside it: a grid item of its own would add a gap, then take it away. */}
            <span role="status">
              {loading ? <VisuallyHidden> {t('checkIn.catalogueLoading')}</VisuallyHidden> : null}
            </span>
          </p>
          {/* While the words load, the picker's frame (its four colours, the search) is shown but inert and
              hidden from assistive technology (the status above speaks for it): the loaded picker takes its
              place without moving anything below it (no layout shift). */}
          <div inert={loading} aria-hidden={loading ? true : undefined}>
            <EmotionPicker
              key={savedCount}
              emotions={loading ? NO_WORDS : catalogue}
              value={emotionId ? [emotionId] : []}
              focusWordsOnQuadrant
              allowOwnWords
              onChange={(ids) => {
                // One word per check-in: the newest choice replaces the earlier one.
                const added = ids.find((id) => id !== emotionId);
                justChosen.current = added !== undefined;
                choose(added ?? null);
              }}
            />
          </div>
        </>
      )}
      {chosen ? (
        <div className={styles.details}>
          <p className={styles.chosen}>{t('checkIn.chosen', { name: chosen.name })}</p>
          <RadioGroup
            label={t('checkIn.level')}
            orientation="horizontal"
            value={LEVELS.find(([, value]) => value === level)?.[0] ?? 'none'}
            onValueChange={(key) => chooseLevel(LEVELS.find(([name]) => name === key)?.[1] ?? null)}
            options={LEVELS.map(([name]) => ({ value: name, label: t(`checkIn.levels.${name}`) }))}
          />
          {noteAvailable ? (
            <Field label={t('checkIn.note')} optionalLabel={t('checkIn.optional')}>
              <Input
                ref={noteRef}
                value={note}
                maxLength={NOTE_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => changeNote(event.target.value)}
              />
            </Field>
          ) : (
            <p className={styles.hint}>
              {encryption === 'locked' ? t('checkIn.noteLocked') : t('checkIn.noteChecking')}
            </p>
          )}
          <div className={styles.actions}>
            <Button ref={saveRef} type="submit" loading={saving}>
              {saving ? t('checkIn.saving') : t('checkIn.save')}
            </Button>
          </div>
          {failed ? (
            <p role="alert" className={styles.error}>
              {t('checkIn.failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
