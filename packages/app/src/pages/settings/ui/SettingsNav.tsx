import { useTranslation } from 'react-i18next';
import * as styles from './SettingsPage.css.ts';

/** The settings page's sections, by anchor, in page order, with the key of each one's title. */
const SECTIONS = [
  ['profile', 'settings.profile.title'],
  ['appearance', 'settings.appearance'],
  ['encryption', 'encryption.title'],
  ['password', 'settings.password.title'],
  ['devices', 'settings.devices.title'],
  ['notifications', 'settings.notifications.title'],
  ['subscription', 'settings.subscription.title'],
  ['ai', 'chat:settings.title'],
  ['your-data', 'yourData.title'],
  ['diagnostics', 'settings.diagnostics.title'],
  ['delete-account', 'settings.deleteAccount.title'],
] as const;

/**
 * The sections of the settings page as links to their anchors: plain in-page links, so that following one
 * by keyboard moves the next Tab into that section, as browsers do for fragments.
 */
export function SettingsNav() {
  const { t } = useTranslation(['app_content', 'chat']);
  return (
    <nav aria-label={t('settings.sections')}>
      <ul className={styles.nav}>
        {SECTIONS.map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`}>{t(title)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
