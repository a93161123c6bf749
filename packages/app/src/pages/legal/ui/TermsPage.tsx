import { LegalDocument } from './LegalDocument.tsx';

/** `/legal/terms` */
export function TermsPage() {
  return <LegalDocument name="terms" />;
}
