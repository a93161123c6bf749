import { Link } from '@tanstack/react-router';
import { linkClass } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $consent } from '@/entities/chat';
import { DataConsentSwitch, ShareChatsSwitch, WithdrawAiConsentButton } from '@/features/chat/consent';
import { MemoryList } from '@/features/chat/memory';
import { $language, localizePath } from '@/shared/i18n';
import { formatLongDate } from '@/shared/lib/local-time';
import * as styles from './SettingsPage.css.ts';

/**
 * The AI chat's settings: when each consent was given, the data consent, letting a caretaker read the
 * conversations (a caretaker's client), what the assistant remembers, and withdrawing consent.
 */
export function AiChatSettings() {
  const { t } = useTranslation('chat');
  const [consent, language] = useUnit([$consent, $language]);
  return (
    <section id="ai" className={styles.section} aria-labelledby="settings-ai-chat">
      <h2 id="settings-ai-chat">{t('settings.title')}</h2>
      {consent.ai ? (
        <>
          <p>{t('settings.intro')}</p>
          {consent.aiSince && (
            <ul>
              <li>{t('settings.aiSince', { date: formatLongDate(consent.aiSince, language) })}</li>
              {consent.dataSince && (
                <li>{t('settings.dataSince', { date: formatLongDate(consent.dataSince, language) })}</li>
              )}
            </ul>
          )}
          <DataConsentSwitch />
          <ShareChatsSwitch />
          {consent.guided && <p>{t('page.guided')}</p>}
          <h3>{t('settings.memory.title')}</h3>
          <MemoryList />
          <div>
            <WithdrawAiConsentButton />
          </div>
        </>
      ) : (
        <>
          <p>{t('settings.notGiven')}</p>
          <Link to={localizePath('/app/chat', language)} className={linkClass()}>
            {t('settings.open')}
          </Link>
        </>
      )}
    </section>
  );
}
