import { Avatar, Button, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $currentUser } from '@/entities/session';
import { FileField } from '@/shared/files';
import { formStyles } from '@/shared/ui';
import { AVATAR_TYPES } from '../lib/avatar.ts';
import {
  $avatarDraft,
  $avatarProblem,
  $name,
  $nameError,
  $preparingAvatar,
  $savingAvatar,
  $savingName,
  avatarChosen,
  avatarDiscarded,
  avatarSaveRequested,
  MAX_NAME_LENGTH,
  nameSubmitted,
  nameTyped,
  profileClosed,
} from '../model/profile.ts';
import * as styles from './ProfileSettings.css.ts';

/** An object URL for the blob while it is shown, revoked when it changes or the view goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * Settings → Profile: the picture (a JPEG, PNG or WebP up to 5 MB, cropped to its centred square and
 * previewed before it is saved; the generated picture stays until one is), the name, and the email, which
 * cannot be changed here (it is how the person signs in).
 */
export function ProfileSettings() {
  const { t } = useTranslation('app_content');
  const [user, name, nameError, savingName, draft, problem, preparing, savingAvatar] = useUnit([
    $currentUser,
    $name,
    $nameError,
    $savingName,
    $avatarDraft,
    $avatarProblem,
    $preparingAvatar,
    $savingAvatar,
  ]);
  const [typeName, submitName, choose, save, discard, close] = useUnit([
    nameTyped,
    nameSubmitted,
    avatarChosen,
    avatarSaveRequested,
    avatarDiscarded,
    profileClosed,
  ]);
  useEffect(() => () => close(), [close]);
  const preview = useObjectUrl(draft);
  if (!user) return null;
  const problemText = problem ? t(`settings.profile.pictureProblems.${problem}`) : null;
  const nameErrorText = nameError
    ? t(`settings.profile.nameErrors.${nameError}`, { count: MAX_NAME_LENGTH })
    : null;
  return (
    <div className={styles.root}>
      <div className={styles.picture}>
        <Avatar
          src={preview ?? user.pictureUrl ?? null}
          email={user.email}
          name={user.name}
          size="xl"
          alt={preview ? t('settings.profile.previewAlt') : t('settings.profile.pictureAlt')}
        />
        <div className={styles.pictureControls}>
          {draft ? (
            <>
              <p role="status" className={styles.text}>
                {t('settings.profile.previewReady')}
              </p>
              <div className={styles.actions}>
                <Button type="button" loading={savingAvatar} onClick={() => save()}>
                  {t('settings.profile.savePicture')}
                </Button>
                <Button type="button" variant="ghost" disabled={savingAvatar} onClick={() => discard()}>
                  {t('settings.profile.discardPicture')}
                </Button>
              </div>
            </>
          ) : (
            <FileField
              label={t('settings.profile.choosePicture')}
              accept={AVATAR_TYPES.join(',')}
              disabled={preparing}
              problem={problemText}
              onFile={choose}
            />
          )}
          <p className={styles.muted}>{t('settings.profile.pictureHint')}</p>
        </div>
      </div>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitName();
        }}
      >
        <Field label={t('settings.profile.name')} error={nameErrorText}>
          <Input autoComplete="name" value={name} onChange={(event) => typeName(event.target.value)} />
        </Field>
        <Field label={t('settings.profile.email')} hint={t('settings.profile.emailReadOnly')}>
          <Input type="email" value={user.email} readOnly />
        </Field>
        <div>
          <Button type="submit" loading={savingName}>
            {t('settings.profile.saveName')}
          </Button>
        </div>
      </form>
    </div>
  );
}
