import { useTranslation } from 'react-i18next';
import type { Namespace } from '@/shared/locale';

/**
 * Waits (suspends) until every translation namespace a page's parts use has loaded, so that the page's
 * first paint already has them all. A part that asked for its own namespace only when it appeared (a
 * button shown once the user's clients have loaded, a card once the data has) would suspend after the
 * page was shown, and React would hide the whole page until the namespace arrived.
 * `src/app/page-translations.test.ts` checks that every page of the route table asks for them all.
 */
export function usePageTranslations(namespaces: readonly Namespace[]): void {
  useTranslation([...namespaces]);
}
