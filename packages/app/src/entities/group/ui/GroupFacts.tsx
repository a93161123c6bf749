import { Badge } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import type { GroupSummary } from '../model/types.ts';
import * as styles from './GroupCard.css.ts';

/** A group's members, the user's role in it and (optionally) its last activity. */
export function GroupFacts({ group, withActivity = false }: { group: GroupSummary; withActivity?: boolean }) {
  const { t } = useTranslation('groups');
  const language = useUnit($language);
  const when =
    !withActivity || group.lastActivity === null
      ? null
      : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(group.lastActivity));
  return (
    <p className={styles.facts}>
      <span>{t('list.members', { count: group.memberCount })}</span>
      <Badge tone={group.myRole === 'member' ? 'neutral' : 'primary'}>{t(`roles.${group.myRole}`)}</Badge>
      {when === null ? null : <span>{t('list.lastActivity', { date: when })}</span>}
    </p>
  );
}
