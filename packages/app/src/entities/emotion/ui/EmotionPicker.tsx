import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestComposites } from '../lib/composite.ts';
import { QUADRANTS } from '../lib/quadrant.ts';
import { searchEmotions } from '../lib/search.ts';
import type { Emotion, Quadrant } from '../model/types.ts';
import * as css from './EmotionPicker.css.ts';
import { OwnWordDialog } from './OwnWordDialog.tsx';

export interface EmotionPickerProps {
  /** The catalogue in the current language (`$emotionCatalogue`). */
  emotions: readonly Emotion[];
  /** Ids of the chosen words, in the order they were chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The quadrant shown first (none: the words appear once a colour is chosen or a search typed). */
  initialQuadrant?: Quadrant;
  /**
   * Choosing a colour moves focus to its first word (the quick check-in: colour, word, save in three
   * keystrokes). Off by default: the focus stays on the colour.
   */
  focusWordsOnQuadrant?: boolean;
  /** Offers "Add your own word" (saved for the active client, then chosen). Off by default. */
  allowOwnWords?: boolean;
}

/** Moves focus among a group's buttons with the arrow keys, Home and End (Tab still reaches each one). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
  const group = event.currentTarget.closest('[role="group"]');
  const buttons = group === null ? [] : [...group.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(event.currentTarget);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (step ?? 0) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/**
 * Picks one or more emotion words, Mood-Meter style: first a colour (a labelled group of four toggle
 * buttons), then a word of that colour (a labelled group of toggle buttons; arrow keys move between
 * them), or a word found by name in the current language. Each word's definition is its accessible
 * description and shows under the words on focus or hover; the chosen words are listed with a remove
 * button each; when two basic families are chosen, their composite is offered.
 */
export function EmotionPicker({
  emotions,
  value,
  onChange,
  initialQuadrant,
  focusWordsOnQuadrant = false,
  allowOwnWords = false,
}: EmotionPickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const [quadrant, setQuadrant] = useState<Quadrant | undefined>(initialQuadrant);
  const [query, setQuery] = useState('');
  const [described, setDescribed] = useState<Emotion | undefined>();
  const [addingOwnWord, setAddingOwnWord] = useState(false);
  const wordsRef = useRef<HTMLDivElement>(null);
  const focusWordsNext = useRef(false);

  const byId = useMemo(() => new Map(emotions.map((emotion) => [emotion.id, emotion])), [emotions]);
  const chosen = value.flatMap((emotionId) => byId.get(emotionId) ?? []);
  const searching = query.trim().length > 0;
  // After a colour is chosen and its words rendered: the first word takes focus (when asked to).
  useEffect(() => {
    if (!focusWordsNext.current) return;
    focusWordsNext.current = false;
    wordsRef.current?.querySelector('button')?.focus();
  }, [quadrant, searching]);
  const shown = searching
    ? searchEmotions(emotions, query, language)
    : quadrant === undefined
      ? []
      : emotions.filter((emotion) => emotion.quadrant === quadrant);
  const suggestions = suggestComposites(chosen, emotions);

  const toggle = (emotion: Emotion): void => {
    onChange(value.includes(emotion.id) ? value.filter((v) => v !== emotion.id) : [...value, emotion.id]);
  };
  const lower = (emotion: Emotion): string => emotion.name.toLocaleLowerCase(language);
  const wordsLabel = searching
    ? t('emotionPicker.searchResults', { query: query.trim() })
    : quadrant === undefined
      ? ''
      : t('emotionPicker.wordsInQuadrant', { quadrant: t(`emotionPicker.quadrants.${quadrant}.name`) });

  return (
    <div className={css.root}>
      <div role="group" aria-labelledby={`${id}-quadrants`}>
        <p id={`${id}-quadrants`} className={css.label}>
          {t('emotionPicker.quadrantsLabel')}
        </p>
        <div className={css.quadrants}>
          {QUADRANTS.map((q) => (
            <button
              key={q}
              type="button"
              className={css.quadrant}
              aria-pressed={quadrant === q}
              onKeyDown={moveFocus}
              onClick={() => {
                if (focusWordsOnQuadrant) {
                  if (q === quadrant && !searching) wordsRef.current?.querySelector('button')?.focus();
                  else focusWordsNext.current = true;
                }
                setQuadrant(q);
                setQuery('');
              }}
            >
              <span aria-hidden="true" className={`${css.swatchShape} ${css.swatch[q]}`} />
              <span>{t(`emotionPicker.quadrants.${q}.name`)}</span>
              <span className={css.hint}>{t(`emotionPicker.quadrants.${q}.hint`)}</span>
            </button>
          ))}
        </div>
      </div>

      <div className={css.search}>
        <label htmlFor={`${id}-search`} className={css.label}>
          {t('emotionPicker.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={css.input}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
      </div>

      {shown.length > 0 ? (
        <div ref={wordsRef} role="group" aria-label={wordsLabel} className={css.words}>
          {shown.map((emotion) => (
            <button
              key={emotion.id}
              type="button"
              className={css.word}
              aria-pressed={value.includes(emotion.id)}
              aria-describedby={`${id}-def-${emotion.id}`}
              onKeyDown={moveFocus}
              onClick={() => {
                toggle(emotion);
              }}
              onFocus={() => {
                setDescribed(emotion);
              }}
              onMouseEnter={() => {
                setDescribed(emotion);
              }}
            >
              {emotion.name}
              <span id={`${id}-def-${emotion.id}`} hidden>
                {emotion.definition}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <p className={css.muted}>
          {searching
            ? t('emotionPicker.noMatch', { query: query.trim() })
            : t('emotionPicker.chooseQuadrant')}
        </p>
      )}
      {allowOwnWords ? (
        <div className={css.ownWord}>
          <button
            type="button"
            className={css.removeButton}
            onClick={() => {
              setAddingOwnWord(true);
            }}
          >
            {searching && shown.length === 0
              ? t('emotionPicker.ownWord.addNamed', { name: query.trim() })
              : t('emotionPicker.ownWord.add')}
          </button>
          <OwnWordDialog
            open={addingOwnWord}
            onOpenChange={setAddingOwnWord}
            emotions={emotions}
            initialName={query.trim()}
            initialQuadrant={quadrant}
            onAdded={(word) => {
              // The new word shows among its colour's words, chosen.
              setQuery('');
              setQuadrant(word.quadrant);
              onChange([...value, word.id]);
            }}
          />
        </div>
      ) : null}
      <p className={css.definition} data-testid="emotion-definition">
        {described !== undefined && shown.some((emotion) => emotion.id === described.id) ? (
          <>
            <strong>{described.name}</strong>: {described.definition}
          </>
        ) : null}
      </p>

      {suggestions.map(({ composite, parents: [first, second] }) => (
        <p key={composite.id} className={css.suggestion}>
          <span>
            {capitalize(
              t('emotionPicker.suggestion', {
                first: lower(first),
                second: lower(second),
                composite: lower(composite),
              }),
              language,
            )}
          </span>
          <button
            type="button"
            className={css.removeButton}
            onClick={() => {
              onChange([...value, composite.id]);
            }}
          >
            {t('emotionPicker.addSuggestion', { composite: lower(composite) })}
          </button>
        </p>
      ))}

      <div>
        <p id={`${id}-chosen`} className={css.label}>
          {t('emotionPicker.chosen')}
        </p>
        {chosen.length === 0 ? (
          <p className={css.muted}>{t('emotionPicker.noneChosen')}</p>
        ) : (
          <ul aria-labelledby={`${id}-chosen`} className={css.chosenList}>
            {chosen.map((emotion) => (
              <li key={emotion.id} className={css.chip}>
                {emotion.name}
                <button
                  type="button"
                  className={css.removeButton}
                  aria-label={t('emotionPicker.remove', { name: emotion.name })}
                  onClick={() => {
                    toggle(emotion);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
