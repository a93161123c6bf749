import { LegalDocument } from './LegalDocument.tsx';

/** `/legal/privacy` */
export function PrivacyPage() {
  return <LegalDocument name="privacy" />;
}
