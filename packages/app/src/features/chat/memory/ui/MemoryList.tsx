import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $memory } from '@/entities/chat';
import { forgetFx } from '../model/memory.ts';
import * as styles from './memory.css.ts';

/** What the user let the assistant remember, each with "Forget". */
export function MemoryList() {
  const { t } = useTranslation('chat');
  const [facts, forget, pending] = useUnit([$memory, forgetFx, forgetFx.pending]);
  if (facts.length === 0) return <p className={styles.muted}>{t('settings.memory.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('settings.memory.title')}>
      {facts.map((fact, index) => (
        <li key={`${index}-${fact}`} className={styles.item}>
          <span>{fact}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            aria-label={t('settings.memory.forgetOne', { fact })}
            onClick={() => void forget(index).catch(() => undefined)}
          >
            {t('settings.memory.forget')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
