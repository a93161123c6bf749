import { Button, Dialog, Field, Input, RadioGroup, Select, Textarea, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalStatus, JournalTiming } from '@emotion-guru/platform-sdk';
import { ENTRY_COLORS, STATUS_KEYS, TIMING_KEYS } from '@/entities/journal';
import { $encryption } from '@/entities/keyring';
import type { KeysUnder } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';
import { parseTags } from '../lib/draft-values.ts';
import {
  $editor,
  $errors,
  $isDirty,
  $saveBlocked,
  $saveFailed,
  editorDiscarded,
  fieldChanged,
  saveEntryFx,
  saveRequested,
  saveUnencryptedRequested,
} from '../model/editor.ts';
import * as styles from './JournalEditorDialog.css.ts';

const COLOR_NAMES: Record<(typeof ENTRY_COLORS)[number], KeysUnder<'app_content', 'journal.colors.'>> = {
  '#6366f1': 'indigo',
  '#0ea5e9': 'sky',
  '#10b981': 'green',
  '#f59e0b': 'amber',
  '#ef4444': 'red',
  '#a855f7': 'violet',
};

export interface JournalEditorDialogProps {
  /** Offered when encryption is on but locked here: the page's way to unlock (another feature's modal). */
  unlockAction?: ReactNode;
}

/** The journal entry editor: every keystroke is kept locally until the platform has the entry. */
export function JournalEditorDialog({ unlockAction }: JournalEditorDialogProps) {
  const { t } = useTranslation('app_content');
  const [editor, errors, dirty, saveFailed, saving, encryption] = useUnit([
    $editor,
    $errors,
    $isDirty,
    $saveFailed,
    saveEntryFx.pending,
    $encryption,
  ]);
  const [change, save, discard, saveUnencrypted, blocked] = useUnit([
    fieldChanged,
    saveRequested,
    editorDiscarded,
    saveUnencryptedRequested,
    $saveBlocked,
  ]);
  const confirm = useConfirm();
  const formId = useId();

  async function close() {
    if (saving) return;
    if (dirty) {
      const confirmed = await confirm({
        title: t('journal.editor.discardTitle'),
        description: t('journal.editor.discardDescription'),
        confirmText: t('journal.editor.discard'),
        cancelText: t('journal.editor.keepEditing'),
        variant: 'destructive',
      });
      if (!confirmed) return;
    }
    discard();
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    save();
  }

  const { draft } = editor;
  const isNew = !draft.id;
  return (
    <Dialog
      open={editor.open}
      onOpenChange={(open) => {
        if (!open) void close();
      }}
      title={isNew ? t('journal.editor.newTitle') : t('journal.editor.editTitle')}
      description={
        encryption === 'unlocked' ? t('journal.editor.encryptedNote') : t('journal.editor.description')
      }
      closeLabel={t('journal.editor.close')}
      size="lg"
      dismissOnOutsideClick={false}
      // The actions sit in the dialog's footer, in view at any height while the form scrolls.
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => void close()} disabled={saving}>
            {t('journal.editor.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {isNew ? t('journal.editor.create') : t('journal.editor.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit} aria-busy={saving}>
        {editor.restored && <p className={styles.notice}>{t('journal.editor.restored')}</p>}
        {saveFailed && (
          <p role="alert" className={formStyles.alert}>
            {t('journal.editor.saveFailed')}
          </p>
        )}
        {blocked === 'checking' && (
          <p role="alert" className={formStyles.alert}>
            {t('journal.editor.encryptionUnknown')}
          </p>
        )}
        {blocked === 'locked' && (
          <div role="alert" className={styles.notice}>
            <p className={styles.noticeText}>{t('journal.editor.encryptionLocked')}</p>
            <div className={styles.footer}>
              {unlockAction}
              <Button type="button" size="sm" variant="secondary" onClick={() => saveUnencrypted()}>
                {t('journal.editor.saveUnencrypted')}
              </Button>
            </div>
          </div>
        )}
        <Field
          label={t('journal.editor.title')}
          error={errors.title && t(`journal.errors.${errors.title}` as const)}
        >
          <Input
            value={draft.title}
            maxLength={250}
            onChange={(event) => change({ title: event.target.value })}
          />
        </Field>
        <Field
          label={t('journal.editor.content')}
          required
          error={errors.content && t(`journal.errors.${errors.content}` as const)}
        >
          <Textarea
            rows={8}
            value={draft.content}
            onChange={(event) => change({ content: event.target.value })}
          />
        </Field>
        <TagsField tags={draft.tags} onChange={(tags) => change({ tags })} />
        <div className={styles.row}>
          <Field
            label={t('journal.editor.date')}
            required
            error={errors.date && t(`journal.errors.${errors.date}` as const)}
          >
            <Input
              type="datetime-local"
              value={draft.date}
              onChange={(event) => change({ date: event.target.value })}
            />
          </Field>
          <Field label={t('journal.editor.status')}>
            <Select
              value={String(draft.status)}
              options={STATUS_KEYS.map(([value, key]) => ({ value: String(value), label: t(key) }))}
              onChange={(event) => change({ status: Number(event.target.value) as JournalStatus })}
            />
          </Field>
        </div>
        <RadioGroup
          label={t('journal.editor.timing')}
          orientation="horizontal"
          value={draft.timing === null ? '' : String(draft.timing)}
          options={TIMING_KEYS.map(([value, key]) => ({ value: String(value), label: t(key) }))}
          onValueChange={(value) => change({ timing: Number(value) as JournalTiming })}
        />
        <RadioGroup
          label={t('journal.editor.color')}
          orientation="horizontal"
          value={draft.color}
          options={ENTRY_COLORS.map((color) => ({
            value: color,
            label: (
              <>
                <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />
                {t(`journal.colors.${COLOR_NAMES[color]}` as const)}
              </>
            ),
          }))}
          onValueChange={(color) => change({ color })}
        />
      </form>
    </Dialog>
  );
}

/** Tags typed as a comma-separated list; the text stays as typed while the draft keeps clean names. */
function TagsField({ tags, onChange }: { tags: readonly string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('app_content');
  const [text, setText] = useState(() => tags.join(', '));
  return (
    <Field label={t('journal.editor.tags')} hint={t('journal.editor.tagsHint')}>
      <Input
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseTags(event.target.value));
        }}
      />
    </Field>
  );
}
