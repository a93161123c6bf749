import { Button, Checkbox, Field, Input } from '@emotion-guru/ui';
import { slugify } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $categories,
  $form,
  $tags,
  $termBusy,
  $termFailed,
  createTermMutation,
  fieldsChanged,
} from '../model/editor.ts';
import * as styles from './ArticleEditor.css.ts';

/** The longest name of a new category or tag. */
const TERM_NAME_MAX = 80;

/**
 * The categories (or tags) the article is filed under, as checkboxes; a new one is typed, created and
 * ticked at once.
 */
export function TermsField({ kind }: { kind: 'category' | 'tag' }) {
  const { t } = useTranslation('blog-editor');
  const [form, categories, tags, busy, failedKind, change, create] = useUnit([
    $form,
    $categories,
    $tags,
    $termBusy,
    $termFailed,
    fieldsChanged,
    createTermMutation.start,
  ]);
  const creating = busy === kind;
  const failed = failedKind === kind;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'exists' | null>(null);
  if (!form) return null;
  const terms = kind === 'category' ? categories : tags;
  const chosen = kind === 'category' ? form.categoryIds : form.tagIds;
  const choose = (id: string, on: boolean) => {
    const ids = on ? [...chosen, id] : chosen.filter((other) => other !== id);
    change(kind === 'category' ? { categoryIds: ids } : { tagIds: ids });
  };

  function add() {
    const trimmed = name.trim();
    const slug = slugify(trimmed);
    if (slug === '' || trimmed.length > TERM_NAME_MAX) {
      setProblem('invalid');
      return;
    }
    if (terms.some((term) => term.slug === slug || term.title.toLowerCase() === trimmed.toLowerCase())) {
      setProblem('exists');
      return;
    }
    setProblem(null);
    if (busy !== null) return;
    create({ kind, name: trimmed });
    setName('');
  }

  const legend = kind === 'category' ? t('terms.categories') : t('terms.tags');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {terms.length === 0 ? (
        <p className={styles.muted}>{kind === 'category' ? t('terms.noCategories') : t('terms.noTags')}</p>
      ) : (
        <ul className={styles.terms}>
          {terms.map((term) => (
            <li key={term.id}>
              <Checkbox
                label={term.title}
                checked={chosen.includes(term.id)}
                onCheckedChange={(checked) => choose(term.id, checked === true)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.newTerm}>
        <Field
          className={styles.newTermInput}
          label={kind === 'category' ? t('terms.newCategory') : t('terms.newTag')}
          error={problem ? t(`terms.${problem}`) : failed ? t('terms.failed') : undefined}
        >
          <Input
            value={name}
            maxLength={TERM_NAME_MAX + 20}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the term rather than saving the whole article.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </Field>
        <Button type="button" variant="secondary" loading={creating} onClick={add}>
          {creating ? t('terms.adding') : t('terms.add')}
        </Button>
      </div>
    </fieldset>
  );
}
