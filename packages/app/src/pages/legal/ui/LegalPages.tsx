import { LegalDocument } from './LegalDocument.tsx';

/** `/legal/terms` */
export function TermsPage() {
  return <LegalDocument name="terms" />;
}

/** `/legal/privacy` */
export function PrivacyPage() {
  return <LegalDocument name="privacy" />;
}

/** `/legal/cookies` */
export function CookiesPage() {
  return <LegalDocument name="cookies" />;
}
