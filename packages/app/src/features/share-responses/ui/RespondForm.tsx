import { Button, Field, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESPONSE_MAX, respondFx } from '../model/responses.ts';
import * as styles from './responses.css.ts';

/** A supportive text response; the text stays until it is stored, so a failure loses nothing. */
export function RespondForm({ reflectionId }: { reflectionId: string }) {
  const { t } = useTranslation('groups');
  const [respond, sending] = useUnit([respondFx, respondFx.pending]);
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const empty = text.trim() === '';
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (empty) return;
    respond({ id: reflectionId, text: text.trim() }).then(
      () => {
        setText('');
        setAttempted(false);
      },
      () => undefined,
    );
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Field
        label={t('responses.label')}
        hint={t('responses.hint')}
        error={attempted && empty ? t('responses.required') : undefined}
      >
        <Textarea
          rows={3}
          maxLength={RESPONSE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={sending}>
        {sending ? t('responses.sending') : t('responses.send')}
      </Button>
    </form>
  );
}
