import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $isAuthenticated } from '@/entities/session';
import { NotFoundMessage } from '@/shared/ui';

export interface NotFoundPageProps {
  path: string;
  /** False inside a layout that already has the page's `<main>` (the app area). */
  landmark?: boolean;
}

export function NotFoundPage({ path, landmark = true }: NotFoundPageProps) {
  const authenticated = useUnit($isAuthenticated);
  useEffect(() => {
    // The spec asks for unknown paths to be logged, so broken links show up in the console and in error reports.
    console.warn(`404: no route for ${path}`);
  }, [path]);
  const message = <NotFoundMessage signedIn={authenticated} />;
  return landmark ? <main>{message}</main> : message;
}
