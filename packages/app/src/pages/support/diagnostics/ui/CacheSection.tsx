import { Button, useConfirm, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { CacheInfo } from '@/shared/lib/service-worker';
import { clearCacheMutation } from '../model/diagnostics.ts';
import * as styles from './DiagnosticsPage.css.ts';

/** The app's caches (spec: name, size, entries, last accessed), each with "Clear", and "Clear all". */
export function CacheSection({ caches }: { caches: CacheInfo[] }) {
  const { t, i18n } = useTranslation('app_content');
  const [clearing, clear] = useUnit([clearCacheMutation.$pending, clearCacheMutation.start]);
  const confirm = useConfirm();
  const kilobytes = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const clearAll = async () => {
    const confirmed = await confirm({
      title: t('diagnostics.caches.clearAllTitle'),
      description: t('diagnostics.caches.clearAllDescription'),
      confirmText: t('diagnostics.caches.clearAll'),
      cancelText: t('diagnostics.cancel'),
      variant: 'destructive',
    });
    if (confirmed) clear(null);
  };

  return (
    <section className={styles.section} aria-labelledby="diagnostics-caches">
      <h2 id="diagnostics-caches">{t('diagnostics.caches.title')}</h2>
      {caches.length === 0 ? (
        <p>{t('diagnostics.caches.empty')}</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('diagnostics.caches.name')}</th>
                  <th scope="col">{t('diagnostics.caches.size')}</th>
                  <th scope="col">{t('diagnostics.caches.entries')}</th>
                  <th scope="col">{t('diagnostics.caches.lastUsed')}</th>
                  <th scope="col">
                    <VisuallyHidden>{t('diagnostics.caches.actions')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {caches.map((cache) => (
                  <tr key={cache.name}>
                    <th scope="row">{cache.name}</th>
                    <td>{kilobytes.format(cache.size / 1000)}</td>
                    <td>{cache.entries}</td>
                    <td>
                      {cache.lastAccessed > 0
                        ? date.format(new Date(cache.lastAccessed))
                        : t('diagnostics.caches.notRecorded')}
                    </td>
                    <td>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        disabled={clearing}
                        aria-label={t('diagnostics.caches.clearOne', { name: cache.name })}
                        onClick={() => clear(cache.name)}
                      >
                        {t('diagnostics.caches.clear')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <Button type="button" variant="destructive" loading={clearing} onClick={() => void clearAll()}>
              {t('diagnostics.caches.clearAll')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
