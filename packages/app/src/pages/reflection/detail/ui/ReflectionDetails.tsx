import { Badge } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UnlockPrompt } from '@/features/local-encryption';
import { ShareReflectionDialog } from '@/features/share-reflection';
import { $clients } from '@/entities/client';
import { $currentUser } from '@/entities/session';
import { useEmotionNames } from '@/entities/emotion';
import { $encryption } from '@/entities/keyring';
import {
  bodyAreaKey,
  isReadable,
  levelKey,
  namedEmotions,
  timingKey,
  titleOf,
  type Reflection,
} from '@/entities/reflection';
import { useUnit } from 'effector-react';
import { DeleteReflectionButton } from './DeleteReflectionButton.tsx';
import { DetailSection } from './DetailSection.tsx';
import * as styles from './ReflectionDetailPage.css.ts';

/** One reflection in full: event, timing, emotions with levels, body, thoughts, actions, needs and loop. */
export function ReflectionDetails({ reflection, listPath }: { reflection: Reflection; listPath: string }) {
  const { t, i18n } = useTranslation('reflection');
  // The wizard edits it (`/app/reflection/new?edit=<id>`, in the list's language).
  const editPath = `${listPath}/new`;
  // The loop's card in the report's loop tracker (`/app/report#loop-<id>`, in the list's language).
  const reportPath = listPath.replace(/\/reflection$/, '/report');
  const [encryption, clients, user] = useUnit([$encryption, $clients, $currentUser]);
  // Only the reflection's own writer shares it (a caretaker never shares a client's).
  const own = clients.some((client) => client.id === reflection.clientId && client.user_id === user?.userId);
  const emotionNames = useEmotionNames();
  const readable = isReadable(reflection);
  const timing = timingKey(reflection.timing);
  const date = reflection.date ? new Date(reflection.date) : null;
  const emotions = emotionNames ? namedEmotions(reflection, emotionNames) : null;
  const sealedNotice =
    reflection.protection === 'locked' ? t('card.locked.description') : t('card.damaged.description');
  const text = (value: string) =>
    readable ? (
      value.trim() ? (
        <p className={styles.text}>{value}</p>
      ) : (
        <p className={styles.notice}>{t('detail.nothingWritten')}</p>
      )
    ) : (
      <p className={styles.notice}>{sealedNotice}</p>
    );

  return (
    <article className={styles.page} aria-labelledby="reflection-title">
      <Link to={listPath} className={styles.back}>
        {t('detail.back')}
      </Link>
      <header className={styles.header}>
        <h1 id="reflection-title" className={styles.title}>
          {titleOf(reflection, t)}
        </h1>
        {date && !Number.isNaN(date.getTime()) && (
          <p className={styles.muted}>
            <time dateTime={reflection.date}>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(date)}
            </time>
          </p>
        )}
        <div className={styles.badges}>
          {timing && <Badge>{t(timing)}</Badge>}
          {reflection.private && <Badge>{t('card.private')}</Badge>}
          {reflection.protection === 'decrypted' && <Badge tone="primary">{t('card.encrypted')}</Badge>}
        </div>
        {reflection.protection === 'locked' && encryption === 'locked' && (
          <div className={styles.actions}>
            <UnlockPrompt />
          </div>
        )}
      </header>

      <DetailSection id="reflection-event" title={t('detail.event')}>
        {text(reflection.description)}
        {reflection.tags.length > 0 && (
          <ul className={styles.list} aria-label={t('card.tags')}>
            {reflection.tags.map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="reflection-emotions" title={t('detail.emotions')}>
        {reflection.emotions.length === 0 ? (
          <p className={styles.notice}>{t('detail.noEmotions')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby="reflection-emotions" aria-busy={emotions === null}>
            {(emotions ?? []).map((emotion) => {
              const name = emotion.name ?? t('card.unknownEmotion');
              return (
                <li key={emotion.id}>
                  <Badge>
                    {emotion.levelKey
                      ? t('card.emotionWithLevel', { name, level: t(emotion.levelKey) })
                      : name}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="reflection-body" title={t('detail.body')}>
        {reflection.body.length === 0 ? (
          <p className={styles.notice}>{t('detail.noBody')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby="reflection-body">
            {reflection.body.map((sensation) => {
              const area = t(bodyAreaKey(sensation.area));
              const level = levelKey(sensation.intensity);
              return (
                <li key={sensation.area}>
                  <Badge>{level ? t('detail.intensity', { area, level: t(level) }) : area}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="reflection-thoughts" title={t('detail.thoughts')}>
        {text(reflection.thoughts)}
      </DetailSection>
      <DetailSection id="reflection-actions" title={t('detail.actions')}>
        {text(reflection.actions)}
      </DetailSection>
      <DetailSection id="reflection-needs" title={t('detail.needs')}>
        {text(reflection.needs)}
      </DetailSection>

      <DetailSection id="reflection-loop" title={t('detail.loop')}>
        {reflection.loop ? (
          <>
            <p className={styles.text}>
              {reflection.loop.title ? reflection.loop.title : t('detail.loopUntitled')}
            </p>
            <Link to={listPath} search={{ loop: reflection.loop.id }} className={styles.link}>
              {t('detail.loopLink')}
            </Link>{' '}
            <Link to={reportPath} hash={`loop-${reflection.loop.id}`} className={styles.link}>
              {t('detail.loopTrackerLink')}
            </Link>
          </>
        ) : (
          <p className={styles.notice}>{t('detail.noLoop')}</p>
        )}
      </DetailSection>

      <div className={styles.actions}>
        {reflection.protection !== 'damaged' && (
          <Link
            to={editPath}
            search={{ edit: reflection.id }}
            className={styles.primaryLink}
            aria-label={t('detail.edit.named', { name: titleOf(reflection, t) })}
          >
            {t('detail.edit.button')}
          </Link>
        )}
        {own && <ShareReflectionDialog reflection={reflection} />}
        <DeleteReflectionButton reflection={reflection} />
      </div>
    </article>
  );
}
