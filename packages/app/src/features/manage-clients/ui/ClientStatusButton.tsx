import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@/entities/client';
import { deactivateClientMutation, reactivateClientMutation } from '../model/status.ts';

/**
 * Deactivate (after a confirmation) or reactivate one client. The confirmation closes at once; the
 * button shows the save in progress, and the model's toasts report how it ended.
 */
export function ClientStatusButton({ client }: { client: Client }) {
  const { t } = useTranslation('app_content');
  const confirm = useConfirm();
  const [deactivate, reactivate, deactivating, reactivating] = useUnit([
    deactivateClientMutation.start,
    reactivateClientMutation.start,
    deactivateClientMutation.$pending,
    reactivateClientMutation.$pending,
  ]);

  if (!client.isActive) {
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={reactivating}
        aria-label={t('clients.actions.reactivateLabel', { name: client.name })}
        onClick={() => {
          reactivate(client);
        }}
      >
        {t('clients.actions.reactivate')}
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={deactivating}
      aria-label={t('clients.actions.deactivateLabel', { name: client.name })}
      onClick={() => {
        void confirm({
          title: t('clients.deactivate.title', { name: client.name }),
          description: t('clients.deactivate.description'),
          confirmText: t('clients.deactivate.confirm'),
          cancelText: t('clients.deactivate.cancel'),
          processingText: t('clients.form.saving'),
          variant: 'destructive',
          onConfirm: () => {
            deactivate(client);
          },
        });
      }}
    >
      {t('clients.actions.deactivate')}
    </Button>
  );
}
