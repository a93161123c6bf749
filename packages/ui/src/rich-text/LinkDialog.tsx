import { useId, useState } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../components/Dialog/Dialog.tsx';
import { Field } from '../components/Field/Field.tsx';
import { Input } from '../components/Input/Input.tsx';
import type { RichTextEditorLabels } from './labels.ts';
import * as styles from './RichTextEditor.css.ts';
import { linkFromInput } from './url.ts';

export interface LinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address of the link being edited, or '' for a new one. */
  initialUrl: string;
  /** Called with an accepted address (http, https, mailto or relative); the dialog stays open otherwise. */
  onSave: (url: string) => void;
  /** Where focus goes on close: the editor puts it back at the link. */
  onCloseAutoFocus: (event: Event) => void;
  labels: RichTextEditorLabels;
}

/**
 * The editor's link dialog (the design system's Dialog): one address field; an address with another
 * scheme (`javascript:`, `data:`, ...) is refused with a message and never reaches the editor. Mount it
 * with a new `key` each time it opens, so that it starts from `initialUrl`.
 */
export function LinkDialog({
  open,
  onOpenChange,
  initialUrl,
  onSave,
  onCloseAutoFocus,
  labels,
}: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.linkDialogTitle}
      size="sm"
      closeLabel={labels.dialogClose}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{labels.linkCancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId}>
            {labels.linkSave}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is in a portal, but React passes its submit up the component tree: an article form
          // around the editor must not take it for its own.
          event.stopPropagation();
          const href = linkFromInput(url);
          if (href === null) {
            setInvalid(true);
            return;
          }
          onSave(href);
        }}
      >
        <Field
          label={labels.linkUrl}
          hint={labels.linkUrlHint}
          error={invalid ? labels.linkInvalid : undefined}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setInvalid(false);
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
