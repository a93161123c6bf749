import { Button, Dialog, DialogClose, Field, Input, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDANCE_LIMITS, validateClientForm } from '../lib/validate.ts';
import {
  $editor,
  $errors,
  $saving,
  $values,
  editorClosed,
  emailChanged,
  formSubmitted,
  instructionsChanged,
  nameChanged,
  notesChanged,
  sensitivitiesChanged,
} from '../model/editor.ts';
import * as styles from './ClientFormDialog.css.ts';

/** The create / edit form; it opens when createRequested or editRequested fires. */
export function ClientFormDialog() {
  const { t } = useTranslation('app_content');
  const [editor, values, errors, saving] = useUnit([$editor, $values, $errors, $saving]);
  const [close, changeName, changeEmail, changeNotes, changeInstructions, changeSensitivities, submit] =
    useUnit([
      editorClosed,
      nameChanged,
      emailChanged,
      notesChanged,
      instructionsChanged,
      sensitivitiesChanged,
      formSubmitted,
    ]);
  const formId = useId();
  const guidanceId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);
  const sensitivitiesRef = useRef<HTMLTextAreaElement>(null);
  const creating = editor?.kind !== 'edit';

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    submit();
    // Keyboard and screen-reader users land on the first field that needs attention.
    const problems = validateClientForm(values);
    if (problems.name) nameRef.current?.focus();
    else if (problems.email) emailRef.current?.focus();
    else if (problems.instructions) instructionsRef.current?.focus();
    else if (problems.sensitivities) sensitivitiesRef.current?.focus();
  }

  return (
    <Dialog
      open={editor !== null}
      onOpenChange={(open) => {
        if (!open && !saving) close();
      }}
      title={t(creating ? 'clients.form.createTitle' : 'clients.form.editTitle')}
      description={t(creating ? 'clients.form.createDescription' : 'clients.form.editDescription')}
      closeLabel={t('clients.form.close')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={saving}>
              {t('clients.form.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t('clients.form.saving') : t(creating ? 'clients.form.create' : 'clients.form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={onSubmit}>
        <Field label={t('clients.form.name')} required error={errors.name && t(errors.name)}>
          <Input
            ref={nameRef}
            autoComplete="off"
            value={values.name}
            onChange={(event) => changeName(event.target.value)}
          />
        </Field>
        <Field
          label={t('clients.form.email')}
          hint={t('clients.form.emailHint')}
          error={errors.email && t(errors.email)}
        >
          <Input
            ref={emailRef}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => changeEmail(event.target.value)}
          />
        </Field>
        <Field label={t('clients.form.notes')}>
          <Textarea rows={4} value={values.notes} onChange={(event) => changeNotes(event.target.value)} />
        </Field>
        <fieldset className={styles.guidance} aria-describedby={guidanceId}>
          <legend className={styles.legend}>{t('clients.form.guidance')}</legend>
          <p id={guidanceId} className={styles.guidanceIntro}>
            {t('clients.form.guidanceIntro')}
          </p>
          <Field
            label={t('clients.form.instructions')}
            hint={t('clients.form.instructionsHint', { max: GUIDANCE_LIMITS.instructions })}
            error={errors.instructions && t(errors.instructions, { max: GUIDANCE_LIMITS.instructions })}
          >
            <Textarea
              ref={instructionsRef}
              rows={3}
              value={values.instructions}
              onChange={(event) => changeInstructions(event.target.value)}
            />
          </Field>
          <Field
            label={t('clients.form.sensitivities')}
            hint={t('clients.form.sensitivitiesHint', { max: GUIDANCE_LIMITS.sensitivities })}
            error={errors.sensitivities && t(errors.sensitivities, { max: GUIDANCE_LIMITS.sensitivities })}
          >
            <Textarea
              ref={sensitivitiesRef}
              rows={2}
              value={values.sensitivities}
              onChange={(event) => changeSensitivities(event.target.value)}
            />
          </Field>
        </fieldset>
      </form>
    </Dialog>
  );
}
