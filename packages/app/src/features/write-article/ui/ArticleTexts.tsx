import { Tabs } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@/shared/i18n';
import { plainText } from '../lib/article-form.ts';
import { $form } from '../model/editor.ts';
import { LanguagePanel } from './LanguagePanel.tsx';

export interface ArticleTextsProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/** Title, summary and text, one tab per language; a tab says when its language has nothing yet. */
export function ArticleTexts({ language, onLanguageChange }: ArticleTextsProps) {
  const { t } = useTranslation('blog-editor');
  const form = useUnit($form);
  if (!form) return null;
  return (
    <Tabs
      label={t('languages.label')}
      value={language}
      onValueChange={(value) => {
        const next = SUPPORTED_LANGUAGES.find((code) => code === value);
        if (next) onLanguageChange(next);
      }}
      items={SUPPORTED_LANGUAGES.map((code) => {
        const written = form.title[code].trim() !== '' || plainText(form.content[code]) !== '';
        const name = t(`languages.${code}`);
        return {
          value: code,
          label: written ? name : t('languages.notWritten', { language: name }),
          content: <LanguagePanel language={code} />,
        };
      })}
    />
  );
}
