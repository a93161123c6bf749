import {
  Button,
  Dialog,
  EmptyState,
  Field,
  Input,
  RadioGroup,
  Skeleton,
  Textarea,
  useConfirm,
  VisuallyHidden,
} from '@emotion-guru/ui';
import { EmotionLevel } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $emotionCatalogue,
  $emotionCatalogueState,
  EmotionPicker,
  emotionCatalogueRequested,
} from '@/entities/emotion';
import type { GroupSummary } from '@/entities/group';
import { toLocalDate } from '@/shared/lib/local-time';
import { formStyles } from '@/shared/ui';
import {
  blankPost,
  hasContent,
  POST_LEVELS,
  POST_TEXT_MAX,
  POST_TITLE_MAX,
  postErrors,
  postLevelName,
  postRequest,
  withPickedEmotions,
  type PostDraft,
} from '../lib/post-draft.ts';
import { postFx } from '../model/post.ts';
import * as styles from './PostToGroupDialog.css.ts';

/**
 * "Write for the group": a reflection written straight for the group (what happened, the details, when,
 * the emotions with their levels, the thoughts), never saved among the member's own reflections. What is
 * typed stays until it is posted or the member confirms discarding it; a failed post keeps it all.
 */
export function PostToGroupDialog({ group }: { group: Pick<GroupSummary, 'id' | 'name'> }) {
  const { t } = useTranslation('groups');
  const [post, posting, catalogue, catalogueState, requestCatalogue] = useUnit([
    postFx,
    postFx.pending,
    $emotionCatalogue,
    $emotionCatalogueState,
    emotionCatalogueRequested,
  ]);
  const confirm = useConfirm();
  const formId = useId();
  const emotionsId = useId();
  const levelsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PostDraft>(() => blankPost(new Date()));
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState(false);
  const now = new Date();
  const errors = attempted ? postErrors(draft, now) : {};
  const change = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function reset() {
    setDraft(blankPost(new Date()));
    setAttempted(false);
    setFailed(false);
  }

  async function close() {
    if (posting) return;
    if (hasContent(draft)) {
      const confirmed = await confirm({
        title: t('post.discardTitle'),
        description: t('post.discardDescription'),
        confirmText: t('post.discard'),
        cancelText: t('post.keepWriting'),
        variant: 'destructive',
      });
      if (!confirmed) return;
    }
    reset();
    setOpen(false);
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (posting) return;
    const moment = new Date();
    setAttempted(true);
    if (Object.keys(postErrors(draft, moment)).length > 0) {
      // The first field to fix takes focus once its message is shown.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setFailed(false);
    post(postRequest(group.id, draft, moment)).then(
      () => {
        reset();
        setOpen(false);
      },
      () => setFailed(true),
    );
  }

  const byId = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
  const chosen = draft.emotions.flatMap((e) => {
    const emotion = byId.get(e.emotionId);
    return emotion ? [{ ...e, name: emotion.name }] : [];
  });

  function emotions() {
    if (catalogueState === 'failed')
      return (
        <EmptyState
          headingLevel={4}
          title={t('post.emotionsFailed')}
          action={
            <Button type="button" variant="secondary" onClick={() => requestCatalogue()}>
              {t('post.retry')}
            </Button>
          }
        />
      );
    if (catalogueState === 'loading')
      return (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('post.emotionsLoading')}</VisuallyHidden>
          <Skeleton height="8rem" />
        </div>
      );
    return (
      <>
        <EmotionPicker
          emotions={catalogue}
          value={draft.emotions.map((e) => e.emotionId)}
          onChange={(ids) =>
            change({
              emotions: withPickedEmotions(
                draft.emotions,
                ids,
                (id) => byId.get(id)?.level ?? EmotionLevel.Medium,
              ),
            })
          }
        />
        {chosen.length > 0 ? (
          <section className={styles.levels} aria-labelledby={levelsId}>
            <h4 id={levelsId} className={styles.subheading}>
              {t('post.levelsTitle')}
            </h4>
            {chosen.map((emotion) => (
              <RadioGroup
                key={emotion.emotionId}
                label={t('post.levelOf', { name: emotion.name })}
                orientation="horizontal"
                value={postLevelName(emotion.level)}
                options={POST_LEVELS.map(([name]) => ({ value: name, label: t(`post.levels.${name}`) }))}
                onValueChange={(value) => {
                  const level = POST_LEVELS.find(([name]) => name === value)?.[1];
                  if (level !== undefined)
                    change({
                      emotions: draft.emotions.map((e) =>
                        e.emotionId === emotion.emotionId ? { ...e, level } : e,
                      ),
                    });
                }}
              />
            ))}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          void close();
          return;
        }
        // A day changed since the last time: a blank form starts from today again.
        if (!hasContent(draft)) reset();
        requestCatalogue();
        setOpen(true);
      }}
      trigger={<Button variant="secondary">{t('post.button')}</Button>}
      title={t('post.title')}
      description={t('post.description', { name: group.name })}
      closeLabel={t('common.close')}
      size="lg"
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => void close()} disabled={posting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={posting}>
            {posting ? t('post.posting') : t('post.submit')}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className={formStyles.form}
        noValidate
        onSubmit={submit}
        aria-busy={posting}
      >
        {failed ? (
          <p role="alert" className={formStyles.alert}>
            {t('post.failed')}
          </p>
        ) : null}
        <Field
          label={t('post.what')}
          hint={t('post.whatHint')}
          error={errors.title === undefined ? undefined : t(`post.${errors.title}`)}
        >
          <Input
            autoComplete="off"
            maxLength={POST_TITLE_MAX}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
          />
        </Field>
        <Field label={t('post.details')} optionalLabel={t('post.optional')}>
          <Textarea
            rows={3}
            maxLength={POST_TEXT_MAX}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Field>
        <Field
          label={t('post.when')}
          required
          error={errors.day === undefined ? undefined : t(`post.${errors.day}`)}
        >
          <Input
            type="date"
            max={toLocalDate(now)}
            value={draft.day}
            onChange={(event) => change({ day: event.target.value })}
          />
        </Field>
        <section className={styles.section} aria-labelledby={emotionsId}>
          <h3 id={emotionsId} className={styles.subheading}>
            {t('post.emotions')} <span className={styles.optional}>{t('post.optional')}</span>
          </h3>
          {emotions()}
        </section>
        <Field label={t('post.thoughts')} optionalLabel={t('post.optional')}>
          <Textarea
            rows={4}
            maxLength={POST_TEXT_MAX}
            value={draft.thoughts}
            onChange={(event) => change({ thoughts: event.target.value })}
          />
        </Field>
      </form>
    </Dialog>
  );
}
