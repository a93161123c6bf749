import { Field, Input, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, parseTags, TITLE_MAX } from '../lib/draft.ts';
import { $knownTags } from '../model/lists.ts';
import { $draft, $errors, fieldChanged } from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';

/** Step 1: what happened (title, description), when, and tags shared with the journal. */
export function EventStep() {
  const { t } = useTranslation('reflection-wizard');
  const [draft, errors, change] = useUnit([$draft, $errors, fieldChanged]);
  return (
    <div className={styles.fields}>
      <Field label={t('event.title')} error={errors.title && t(`errors.${errors.title}`)}>
        <Input
          value={draft.title}
          maxLength={TITLE_MAX + 50}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value })}
        />
      </Field>
      <Field label={t('event.description')} error={errors.description && t(`errors.${errors.description}`)}>
        <Textarea
          rows={5}
          value={draft.description}
          maxLength={DESCRIPTION_MAX + 50}
          onChange={(event) => change({ description: event.target.value })}
        />
      </Field>
      <Field label={t('event.date')} required error={errors.date && t(`errors.${errors.date}`)}>
        <Input
          type="datetime-local"
          value={draft.date}
          onChange={(event) => change({ date: event.target.value })}
        />
      </Field>
      <TagsField tags={draft.tags} onChange={(tags) => change({ tags })} />
    </div>
  );
}

/**
 * Tags typed as a comma-separated list (the text stays as typed while the draft keeps clean names), with
 * the client's tags from the journal and earlier reflections offered as toggle buttons.
 */
function TagsField({ tags, onChange }: { tags: readonly string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('reflection-wizard');
  const known = useUnit($knownTags);
  const knownId = useId();
  const [text, setText] = useState(() => tags.join(', '));
  // A draft restored (or changed by a tag button) after the text was set: show its tags.
  const [shownTags, setShownTags] = useState(tags);
  if (shownTags !== tags) {
    setShownTags(tags);
    if (parseTags(text).join(',') !== tags.join(',')) setText(tags.join(', '));
  }
  const offered = [...new Set([...known, ...tags])];
  return (
    <div className={styles.fields}>
      <Field label={t('event.tags')} hint={t('event.tagsHint')}>
        <Input
          value={text}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseTags(event.target.value));
          }}
        />
      </Field>
      {offered.length > 0 && (
        <div role="group" aria-labelledby={knownId}>
          <p id={knownId} className={styles.muted}>
            {t('event.knownTags')}
          </p>
          <ul className={styles.chips}>
            {offered.map((tag) => {
              const chosen = tags.includes(tag);
              return (
                <li key={tag}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed={chosen}
                    onClick={() => {
                      const next = chosen ? tags.filter((name) => name !== tag) : [...tags, tag];
                      setText(next.join(', '));
                      onChange(next);
                    }}
                  >
                    {tag}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
