import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupReflectionThread } from '@/entities/group';
import { reactFx } from '../model/responses.ts';
import * as styles from './responses.css.ts';

/** The three fixed reactions with their counts; each is a toggle button showing whether the viewer left it. */
export function ReactionBar({ thread }: { thread: GroupReflectionThread }) {
  const { t } = useTranslation('groups');
  const [react, pending] = useUnit([reactFx, reactFx.pending]);
  return (
    <div role="group" aria-label={t('reactions.label')} className={styles.reactions}>
      {thread.reactions.map(({ reaction, count, mine }) => (
        <Button
          key={reaction}
          variant={mine ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={mine}
          disabled={pending}
          aria-label={t('reactions.buttonLabel', { reaction: t(`reactions.${reaction}`), count })}
          onClick={() => void react({ id: thread.reflection.id, reaction }).catch(() => undefined)}
        >
          {t(`reactions.${reaction}`)} <span aria-hidden="true">· {count}</span>
        </Button>
      ))}
    </div>
  );
}
