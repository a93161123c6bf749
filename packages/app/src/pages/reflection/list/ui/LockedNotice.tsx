import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $encryption } from '@/entities/keyring';
import { $reflectionList } from '@/entities/reflection';
import { UnlockPrompt } from '@/features/local-encryption';
import * as styles from './ReflectionListPage.css.ts';

/** Some reflections on this page are sealed and the key is locked: say so, with the way to unlock. */
export function LockedNotice() {
  const { t } = useTranslation('reflection');
  const [encryption, { reflections }] = useUnit([$encryption, $reflectionList]);
  const locked = reflections.some((reflection) => reflection.protection === 'locked');
  if (!locked || encryption !== 'locked') return null;
  return (
    <p className={styles.notice} role="status">
      <span>{t('list.lockedNotice')}</span>
      <UnlockPrompt />
    </p>
  );
}
