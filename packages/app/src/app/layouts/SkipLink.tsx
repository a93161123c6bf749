import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './main-content.ts';
import * as styles from './SkipLink.css.ts';

/**
 * "Skip to content": the first focus stop of every layout, out of sight until it has focus. It moves
 * focus to the page's `<main>` (inside the target, or the target itself), so the next Tab continues in
 * the page rather than in the header or sidebar.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  const { t } = useTranslation('app_terms');
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Not a hash change: the router would take it for a navigation.
    event.preventDefault();
    const main = target.tagName === 'MAIN' ? target : (target.querySelector('main') ?? target);
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  }
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
