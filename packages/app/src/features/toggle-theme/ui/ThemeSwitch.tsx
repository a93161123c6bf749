import { ThemeToggle } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $theme, themeChosen } from '@/shared/theme';

export function ThemeSwitch() {
  const { t } = useTranslation('app_terms');
  const [theme, choose] = useUnit([$theme, themeChosen]);
  return (
    <ThemeToggle
      theme={theme}
      onChange={choose}
      toLightLabel={t('theme.toLight')}
      toDarkLabel={t('theme.toDark')}
    />
  );
}
