import { Button } from '@emotion-guru/ui';
import type { GroupJoinResult } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinGroupFx } from '../model/join-group.ts';

/** "Join group": joins by the code; `onJoined` opens the group, `onRefused` says why the code failed. */
export function JoinGroupButton({
  code,
  onJoined,
  onRefused,
}: {
  code: string;
  onJoined: (groupId: string) => void;
  onRefused: (status: Exclude<GroupJoinResult['status'], 'joined'>) => void;
}) {
  const { t } = useTranslation('groups');
  const [join, joining] = useUnit([joinGroupFx, joinGroupFx.pending]);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        loading={joining}
        onClick={() => {
          setFailed(false);
          join(code).then(
            (result) => (result.status === 'joined' ? onJoined(result.groupId) : onRefused(result.status)),
            () => setFailed(true),
          );
        }}
      >
        {joining ? t('joinPage.joining') : t('joinPage.join')}
      </Button>
      {failed ? <p role="alert">{t('joinPage.failed')}</p> : null}
    </>
  );
}
