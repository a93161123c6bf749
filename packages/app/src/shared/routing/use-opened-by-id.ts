import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * A detail page's id, from `givenId` (a page shown outside the route table: tests, stories) or the
 * route's `$id`; `opened(id)` runs on mount and whenever the id changes, `closed()` on unmount.
 */
export function useOpenedById(
  opened: (id: string) => void,
  closed: () => void,
  givenId: string | undefined,
): string {
  const params = useParams({ strict: false });
  const id = givenId ?? params.id ?? '';
  useEffect(() => {
    opened(id);
    return () => closed();
  }, [id, opened, closed]);
  return id;
}
