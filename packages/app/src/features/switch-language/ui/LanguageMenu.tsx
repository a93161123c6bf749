import { LanguageSwitcher } from '@emotion-guru/ui';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $language,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  languageSelected,
  localizePath,
} from '@/shared/i18n';

const LANGUAGES = SUPPORTED_LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code] }));

/** Switches language and keeps the user on the same page (same path, query and hash). */
export function LanguageMenu() {
  const { t } = useTranslation('app_terms');
  const [language, select] = useUnit([$language, languageSelected]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <LanguageSwitcher
      languages={LANGUAGES}
      value={language}
      label={t('language.label')}
      onChange={(code) => {
        if (!isLanguage(code) || code === language) return;
        select(code);
        const hash = location.hash ? `#${location.hash}` : '';
        void navigate({ href: `${localizePath(location.pathname, code)}${location.searchStr}${hash}` });
      }}
    />
  );
}
