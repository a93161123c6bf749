import { Button, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFamilyNames } from '@/entities/emotion';
import { $language } from '@/shared/i18n';
import { LOOP_TITLE_MAX, type SuggestedLoop } from '../model/loops.ts';
import { ReflectionLink } from './ReflectionLink.tsx';
import * as styles from './ReportPage.css.ts';

/** A name to start from: the tag or title word, with a capital first letter in the user's language. */
function suggestedName(suggestion: SuggestedLoop, language: string): string {
  const { value } = suggestion.reason;
  return value.charAt(0).toLocaleUpperCase(language) + value.slice(1);
}

/**
 * One suggested loop: what its reflections share (a tag or a title word, and an emotion family), the
 * reflections themselves (links), and a name to accept it under, or Dismiss. A name that is empty or too
 * long is said so and nothing is sent; what was typed stays.
 */
export function SuggestedLoopCard({
  suggestion,
  busy,
  onAccept,
  onDismiss,
}: {
  suggestion: SuggestedLoop;
  busy: boolean;
  onAccept: (title: string) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('insights');
  const familyName = useFamilyNames();
  const language = useUnit($language);
  const titleId = useId();
  const [name, setName] = useState(() => suggestedName(suggestion, language));
  const [attempted, setAttempted] = useState(false);
  const trimmed = name.trim();
  const problem =
    trimmed.length === 0
      ? t('report.loops.nameRequired')
      : trimmed.length > LOOP_TITLE_MAX
        ? t('report.loops.nameTooLong', { max: LOOP_TITLE_MAX })
        : null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const family = familyName(suggestion.family).toLocaleLowerCase(language);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    if (problem === null) onAccept(trimmed);
  }

  return (
    <li className={styles.loopCard} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.text}>
        {suggestion.reason.kind === 'tag'
          ? t('report.loops.reasonTag', { tag: suggestion.reason.value, count: suggestion.peak, family })
          : t('report.loops.reasonTitle', { word: suggestion.reason.value, count: suggestion.peak, family })}
      </h4>
      <ul className={styles.dayList}>
        {suggestion.reflections.map((reflection) => (
          <ReflectionLink
            key={reflection.id}
            id={reflection.id}
            title={reflection.title}
            detail={date.format(new Date(reflection.date))}
          />
        ))}
      </ul>
      <form className={styles.loopForm} noValidate onSubmit={submit}>
        <Field label={t('report.loops.name')} error={attempted ? problem : undefined}>
          <Input
            value={name}
            maxLength={LOOP_TITLE_MAX + 20}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <div className={styles.loopActions}>
          <Button type="submit" size="sm" loading={busy}>
            {t('report.loops.accept')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDismiss} disabled={busy}>
            {t('report.loops.dismiss')}
          </Button>
        </div>
      </form>
    </li>
  );
}
