import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { canRemoveResponse, type GroupReflectionThread, type GroupResponse } from '@/entities/group';
import { removeResponseFx, reportResponseFx } from '../model/responses.ts';
import * as styles from './responses.css.ts';

/**
 * What the viewer may do to one response: remove it (their own, any on their reflection, any for
 * moderators) and report someone else's to the moderators, each after a confirmation. A reported
 * response says so instead of offering the report again.
 */
export function ResponseActions({
  response,
  thread,
  viewerId,
}: {
  response: GroupResponse;
  thread: GroupReflectionThread;
  viewerId: string;
}) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const [remove, report] = useUnit([removeResponseFx, reportResponseFx]);
  const mayRemove = canRemoveResponse(response, thread, viewerId);
  const mayReport = response.authorId !== viewerId && !response.reported;
  return (
    <div className={styles.actions}>
      {response.reported ? <span className={styles.reported}>{t('responses.reportedState')}</span> : null}
      {mayReport ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('responses.reportLabel', { name: response.authorName })}
          onClick={() => {
            void confirm({
              title: t('responses.reportTitle'),
              description: t('responses.reportDescription'),
              confirmText: t('responses.report'),
              cancelText: t('common.cancel'),
              onConfirm: async () => {
                await report(response.id).catch(() => undefined);
              },
            });
          }}
        >
          {t('responses.report')}
        </Button>
      ) : null}
      {mayRemove ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('responses.removeLabel', { name: response.authorName })}
          onClick={() => {
            void confirm({
              title: t('responses.removeTitle'),
              description: t('responses.removeDescription'),
              confirmText: t('responses.remove'),
              cancelText: t('common.cancel'),
              variant: 'destructive',
              onConfirm: async () => {
                await remove(response.id).catch(() => undefined);
              },
            });
          }}
        >
          {t('responses.remove')}
        </Button>
      ) : null}
    </div>
  );
}
