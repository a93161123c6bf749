import { Button, Checkbox, Dialog, RadioGroup } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmotionNames } from '@/entities/emotion';
import {
  $groups,
  $groupsStatus,
  groupsOpened,
  SharedReflectionCard,
  type SharedReflection,
} from '@/entities/group';
import type { Reflection } from '@/entities/reflection';
import { $currentUser } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';
import {
  availableParts,
  opensEncryptedText,
  SHARE_PARTS,
  sharePreview,
  shareRequest,
  type SharePart,
} from '../lib/share-parts.ts';
import { shareFx } from '../model/share.ts';
import * as styles from './ShareReflectionDialog.css.ts';

/**
 * "Share with a group": the group, the parts (nothing chosen at first), a preview of exactly what members
 * will see, and for an encrypted reflection a deliberate choice to share its texts readable. A locked one
 * offers only its emotions; a private one cannot be shared.
 */
export function ShareReflectionDialog({ reflection }: { reflection: Reflection }) {
  const { t } = useTranslation('groups');
  const [groups, groupsStatus, openGroups, share, sharing, user, language] = useUnit([
    $groups,
    $groupsStatus,
    groupsOpened,
    shareFx,
    shareFx.pending,
    $currentUser,
    $language,
  ]);
  const names = useEmotionNames();
  const formId = useId();
  const [groupId, setGroupId] = useState('');
  const [parts, setParts] = useState<SharePart[]>([]);
  const [openOnPurpose, setOpenOnPurpose] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [shared, setShared] = useState<{ copy: SharedReflection; groupName: string } | null>(null);
  const available = availableParts(reflection);
  const opens = opensEncryptedText(reflection, parts);
  const chosenGroup = groups.find((group) => group.id === groupId) ?? null;
  const errors = {
    group: chosenGroup === null ? t('share.groupRequired') : undefined,
    parts: parts.length === 0 ? t('share.partsRequired') : undefined,
    open: opens && !openOnPurpose ? t('share.openRequired') : undefined,
  };
  const reset = () => {
    setGroupId('');
    setParts([]);
    setOpenOnPurpose(false);
    setAttempted(false);
    setShared(null);
  };

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    if (chosenGroup === null || errors.parts !== undefined || errors.open !== undefined || sharing) return;
    share(shareRequest(reflection, chosenGroup.id, parts)).then(
      (copy) => setShared({ copy, groupName: chosenGroup.name }),
      () => undefined,
    );
  }

  function body() {
    if (reflection.private) return <p className={styles.notice}>{t('share.private')}</p>;
    if (shared !== null) {
      return (
        <div role="status" className={styles.done}>
          <p className={styles.notice}>{t('share.done', { name: shared.groupName })}</p>
          <Link
            to={localizePath(`/app/group/reflection/${shared.copy.id}`, language)}
            className={styles.link}
          >
            {t('share.open')}
          </Link>
        </div>
      );
    }
    if (groups.length === 0) {
      return groupsStatus === 'done' ? (
        <p className={styles.notice}>
          {t('share.noGroups')}{' '}
          <Link to={localizePath('/app/groups', language)} className={styles.link}>
            {t('list.title')}
          </Link>
        </p>
      ) : (
        <p role="status" className={styles.notice}>
          {t('list.loading')}
        </p>
      );
    }
    const preview = sharePreview(
      reflection,
      parts,
      { id: user?.userId ?? '', name: user?.name ?? '' },
      names ?? new Map(),
    );
    return (
      <form id={formId} className={formStyles.form} noValidate onSubmit={onSubmit}>
        <RadioGroup
          label={t('share.group')}
          value={groupId}
          onValueChange={setGroupId}
          error={attempted ? errors.group : undefined}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
        <fieldset className={styles.parts}>
          <legend className={styles.legend}>{t('share.parts')}</legend>
          {SHARE_PARTS.map((part) => (
            <Checkbox
              key={part}
              label={t(`share.part.${part}`)}
              hint={available.includes(part) ? t(`share.partHint.${part}`) : t('share.lockedPart')}
              disabled={!available.includes(part)}
              checked={parts.includes(part)}
              onCheckedChange={(checked) =>
                setParts(checked === true ? [...parts, part] : parts.filter((p) => p !== part))
              }
            />
          ))}
          {attempted && errors.parts ? <p className={styles.error}>{errors.parts}</p> : null}
          <p className={styles.notice}>{t('share.neverShared')}</p>
          {reflection.protection === 'locked' || reflection.protection === 'damaged' ? (
            <p className={styles.notice}>{t('share.lockedNotice')}</p>
          ) : null}
        </fieldset>
        {opens ? (
          <div className={styles.warning}>
            <p className={styles.notice}>{t('share.encryptedWarning')}</p>
            <Checkbox
              label={t('share.openOnPurpose')}
              checked={openOnPurpose}
              invalid={attempted && errors.open !== undefined}
              onCheckedChange={(checked) => setOpenOnPurpose(checked === true)}
            />
            {attempted && errors.open ? <p className={styles.error}>{errors.open}</p> : null}
          </div>
        ) : null}
        <section aria-labelledby={`${formId}-preview`} className={styles.preview}>
          <h3 id={`${formId}-preview`} className={styles.legend}>
            {t('share.preview')}
          </h3>
          {parts.length === 0 ? (
            <p className={styles.notice}>{t('share.previewEmpty')}</p>
          ) : (
            <SharedReflectionCard reflection={preview} headingLevel={3} />
          )}
        </section>
        <div>
          <Button type="submit" loading={sharing}>
            {sharing ? t('share.sharing') : t('share.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Dialog
      trigger={<Button variant="secondary">{t('share.button')}</Button>}
      onOpenChange={(open) => {
        if (open) openGroups();
        else reset();
      }}
      title={t('share.title')}
      description={t('share.description')}
      closeLabel={t('common.close')}
      size="lg"
    >
      {body()}
    </Dialog>
  );
}
