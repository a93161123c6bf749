import { Button, Dialog, DialogClose, Field, Input, Select, Textarea } from '@emotion-guru/ui';
import { BASIC_EMOTION_FAMILIES, isBasicEmotionFamily as isFamily } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  axisBand,
  checkOwnWord,
  isValidOwnWord,
  OWN_WORD_DEFINITION_MAX,
  OWN_WORD_NAME_MAX,
  snapCoordinate,
  startingSpot,
  type OwnWordDraft,
  type OwnWordErrors,
} from '../lib/own-word.ts';
import { quadrantOf } from '../lib/quadrant.ts';
import { saveOwnWordFx } from '../model/own-word.ts';
import type { Emotion, Quadrant } from '../model/types.ts';
import * as css from './OwnWordDialog.css.ts';

export interface OwnWordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The catalogue with the client's words: a new name must differ from theirs, families are named by them. */
  emotions: readonly Emotion[];
  /** What the user searched for, as the name to start from. */
  initialName: string;
  /** The colour the picker shows: the new word starts in its middle. */
  initialQuadrant: Quadrant | undefined;
  /** The word is saved: the picker chooses it. */
  onAdded: (emotion: Emotion) => void;
}

function freshDraft(name: string, quadrant: Quadrant | undefined): OwnWordDraft {
  return { name, definition: '', family: '', ...startingSpot(quadrant) };
}

/**
 * "Add your own word": a name, an optional line of what it feels like, the basic family it is a shade of,
 * and its spot on the Mood-Meter grid (two sliders, pleasantness and energy, with the colour it lands in
 * said in words). The word is private to the active client. A failed save keeps everything typed.
 */
export function OwnWordDialog(props: OwnWordDialogProps) {
  const { open, onOpenChange } = props;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('emotionPicker.ownWord.title')}
      description={t('emotionPicker.ownWord.description')}
      closeLabel={t('emotionPicker.ownWord.cancel')}
    >
      {open ? <OwnWordForm {...props} /> : null}
    </Dialog>
  );
}

interface CoordinateSliderProps {
  axis: 'pleasantness' | 'energy';
  value: number;
  onChange: (value: number) => void;
}

/** One axis of the grid as a native slider (arrow keys, Home, End), its value spoken in words. */
function CoordinateSlider({ axis, value, onChange }: CoordinateSliderProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={css.sliderLabel}>
        {t(`emotionPicker.ownWord.${axis}`)}
      </label>
      <input
        id={id}
        type="range"
        min={-1}
        max={1}
        step={0.1}
        className={css.slider}
        value={value}
        aria-valuetext={t(`emotionPicker.ownWord.${axis}Bands.${axisBand(value)}`)}
        onChange={(event) => onChange(snapCoordinate(Number(event.target.value)))}
      />
    </>
  );
}

/** The form, mounted while the dialog is open: every opening starts from the search text and colour. */
function OwnWordForm({ emotions, initialName, initialQuadrant, onAdded, onOpenChange }: OwnWordDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [save, saving] = useUnit([saveOwnWordFx, saveOwnWordFx.pending]);
  const [draft, setDraft] = useState(() => freshDraft(initialName, initialQuadrant));
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const familyRef = useRef<HTMLSelectElement>(null);

  const errors: OwnWordErrors = submitted ? checkOwnWord(draft, emotions, language) : {};
  const quadrant = quadrantOf(draft.pleasantness, draft.energy);
  const familyNames = new Map(
    emotions.flatMap((emotion) =>
      emotion.slug !== undefined && !emotion.isCustom && isFamily(emotion.slug)
        ? [[emotion.slug, emotion.name] as const]
        : [],
    ),
  );
  const change = (patch: Partial<OwnWordDraft>): void => {
    setDraft((current) => ({ ...current, ...patch }));
    setFailed(false);
  };
  const problem = (error: OwnWordErrors[keyof OwnWordErrors]) =>
    error === undefined
      ? undefined
      : t(`emotionPicker.ownWord.errors.${error}`, {
          name: draft.name.trim(),
          max: error === 'nameTooLong' ? OWN_WORD_NAME_MAX : OWN_WORD_DEFINITION_MAX,
        });

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = checkOwnWord(draft, emotions, language);
    if (!isValidOwnWord(draft, found)) {
      // Keyboard and screen-reader users land on the first field that needs attention.
      if (found.name) nameRef.current?.focus();
      else if (found.family) familyRef.current?.focus();
      return;
    }
    try {
      const word = await save(draft);
      onAdded(word);
      onOpenChange(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <form className={css.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field
        label={t('emotionPicker.ownWord.name')}
        hint={t('emotionPicker.ownWord.nameHint')}
        required
        error={problem(errors.name)}
      >
        <Input
          ref={nameRef}
          autoComplete="off"
          maxLength={OWN_WORD_NAME_MAX + 20}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Field>
      <Field
        label={t('emotionPicker.ownWord.definition')}
        optionalLabel={t('emotionPicker.ownWord.optional')}
        error={problem(errors.definition)}
      >
        <Textarea
          rows={2}
          value={draft.definition}
          onChange={(event) => change({ definition: event.target.value })}
        />
      </Field>
      <Field
        label={t('emotionPicker.ownWord.family')}
        hint={t('emotionPicker.ownWord.familyHint')}
        required
        error={problem(errors.family)}
      >
        <Select
          ref={familyRef}
          placeholder={t('emotionPicker.ownWord.familyPlaceholder')}
          value={draft.family}
          options={BASIC_EMOTION_FAMILIES.map((family) => ({
            value: family,
            label: familyNames.get(family) ?? family,
          }))}
          onChange={(event) => change({ family: isFamily(event.target.value) ? event.target.value : '' })}
        />
      </Field>

      <fieldset className={css.spot}>
        <legend className={css.legend}>{t('emotionPicker.ownWord.spot')}</legend>
        <div className={css.sliders}>
          <CoordinateSlider
            axis="pleasantness"
            value={draft.pleasantness}
            onChange={(pleasantness) => change({ pleasantness })}
          />
          <CoordinateSlider axis="energy" value={draft.energy} onChange={(energy) => change({ energy })} />
        </div>
        <div className={css.grid} aria-hidden="true">
          <span className={`${css.cell} ${css.cellColour.red}`} />
          <span className={`${css.cell} ${css.cellColour.yellow}`} />
          <span className={`${css.cell} ${css.cellColour.blue}`} />
          <span className={`${css.cell} ${css.cellColour.green}`} />
          <span
            className={css.dot}
            style={{
              left: `${((draft.pleasantness + 1) / 2) * 100}%`,
              top: `${((1 - draft.energy) / 2) * 100}%`,
            }}
          />
        </div>
        <p className={css.placement} aria-live="polite">
          {t('emotionPicker.ownWord.placement', {
            quadrant: t(`emotionPicker.quadrants.${quadrant}.name`),
            hint: t(`emotionPicker.quadrants.${quadrant}.hint`).toLocaleLowerCase(language),
          })}
        </p>
      </fieldset>

      <p className={css.privacy}>{t('emotionPicker.ownWord.private')}</p>
      {failed ? (
        <p role="alert" className={css.failure}>
          {t('emotionPicker.ownWord.failed')}
        </p>
      ) : null}
      <div className={css.actions}>
        <DialogClose asChild>
          <Button variant="secondary" disabled={saving}>
            {t('emotionPicker.ownWord.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {saving ? t('emotionPicker.ownWord.saving') : t('emotionPicker.ownWord.save')}
        </Button>
      </div>
    </form>
  );
}
