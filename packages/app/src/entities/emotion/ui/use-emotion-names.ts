import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { $emotionCatalogue, $emotionCatalogueState, emotionCatalogueRequested } from '../model/catalogue.ts';

/**
 * The catalogue's words by id in the current language (with the active client's own words), asked for
 * when the page opens; null until the catalogue has loaded.
 */
export function useEmotionNames(): ReadonlyMap<string, string> | null {
  const [catalogue, status, request] = useUnit([
    $emotionCatalogue,
    $emotionCatalogueState,
    emotionCatalogueRequested,
  ]);
  useEffect(() => {
    request();
  }, [request]);
  return useMemo(
    () =>
      status === 'ready' || catalogue.length > 0
        ? new Map(catalogue.map((emotion) => [emotion.id, emotion.name]))
        : null,
    [catalogue, status],
  );
}
