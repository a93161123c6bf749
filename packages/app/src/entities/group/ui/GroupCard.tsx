import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $language, localizePath } from '@/shared/i18n';
import type { GroupSummary } from '../model/types.ts';
import * as styles from './GroupCard.css.ts';
import { GroupFacts } from './GroupFacts.tsx';

/** One group of the list: its colour, name (a link to it), description, members, the user's role, last activity. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const language = useUnit($language);
  return (
    <article className={styles.card} aria-labelledby={`group-${group.id}`}>
      <span
        aria-hidden="true"
        className={styles.cover}
        style={group.color ? { background: group.color } : undefined}
      />
      <div className={styles.body}>
        <h2 id={`group-${group.id}`} className={styles.title}>
          <Link to={localizePath(`/app/groups/${group.id}`, language)} className={styles.link}>
            {group.name}
          </Link>
        </h2>
        {group.description ? <p className={styles.text}>{group.description}</p> : null}
        <GroupFacts group={group} withActivity />
      </div>
    </article>
  );
}
