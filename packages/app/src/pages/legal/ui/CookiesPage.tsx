import { LegalDocument } from './LegalDocument.tsx';

/** `/legal/cookies` */
export function CookiesPage() {
  return <LegalDocument name="cookies" />;
}
