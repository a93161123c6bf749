import { ConfirmationDialog } from '@emotion-guru/ui';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving the editor with unsaved changes: a move inside the app waits for the answer; closing
 * or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('blog-editor');
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmationDialog
      open={blocker.status === 'blocked'}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmText={t('leave.confirm')}
      cancelText={t('leave.cancel')}
      variant="warning"
      onResult={(leave) => (leave ? blocker.proceed?.() : blocker.reset?.())}
    />
  );
}
