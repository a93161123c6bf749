import { Button, Dialog, DialogClose, Field, Input, Textarea } from '@emotion-guru/ui';
import { useId, useState, type ReactElement, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@/shared/ui';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '../model/create-group.ts';
import { ColorChoice } from './ColorChoice.tsx';

export interface GroupFormValues {
  name: string;
  description: string;
  color: string | null;
}

/**
 * The group's name, description and (for a new group) cover colour, in a dialog: creating and renaming
 * use the same form. The fields start from `initial` each time the dialog opens.
 */
export function GroupFormDialog({
  open,
  onOpen,
  onClose,
  trigger,
  initial,
  withColor,
  title,
  description,
  submitLabel,
  busyLabel,
  saving,
  onSubmit,
}: {
  open: boolean;
  onOpen?: () => void;
  onClose: () => void;
  trigger?: ReactElement;
  initial: GroupFormValues;
  withColor: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  busyLabel: string;
  saving: boolean;
  onSubmit: (values: GroupFormValues) => void;
}) {
  const { t } = useTranslation('groups');
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const missing = values.name.trim().length === 0;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    if (missing || saving) return;
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (!next) {
          onClose();
          return;
        }
        setValues(initial);
        setAttempted(false);
        onOpen?.();
      }}
      {...(trigger === undefined ? {} : { trigger })}
      title={title}
      {...(description === undefined ? {} : { description })}
      closeLabel={t('common.close')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={saving}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} noValidate onSubmit={submit}>
        <Field
          label={t('create.name')}
          required
          error={attempted && missing ? t('create.nameRequired') : undefined}
        >
          <Input
            autoComplete="off"
            maxLength={GROUP_NAME_MAX}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        </Field>
        <Field label={t('create.descriptionLabel')} hint={t('create.descriptionHint')}>
          <Textarea
            rows={3}
            maxLength={GROUP_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </Field>
        {withColor ? (
          <ColorChoice value={values.color} onChange={(color) => setValues({ ...values, color })} />
        ) : null}
      </form>
    </Dialog>
  );
}
