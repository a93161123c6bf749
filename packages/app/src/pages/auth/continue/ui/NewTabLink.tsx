import { VisuallyHidden } from '@emotion-guru/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link that opens beside the form: leaving /auth/continue would lose what was typed, and its
 * one-time token is already used. Screen readers hear that it opens a new tab.
 */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('app_terms');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('continue.newTab')}</VisuallyHidden>
    </a>
  );
}
