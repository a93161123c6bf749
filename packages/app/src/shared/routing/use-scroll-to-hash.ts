import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Scrolls to the element the address's `#hash` names once the page has rendered. The router scrolls to a
 * hash right after navigating, before a lazily loaded page (or one waiting for its data or translations)
 * has rendered, so links such as `/docs/local-encryption#forgotten-password` or `/app/settings#your-data`
 * would land at the top without this.
 */
export function useScrollToHash(): void {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);
}
