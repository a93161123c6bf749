import type { SocialProvider } from '@emotion-guru/platform-sdk';

/** The social sign-ins the app offers (spec: Google, GitHub and Facebook), with their brand names. */
export const SOCIAL_PROVIDERS: readonly { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'facebook', label: 'Facebook' },
];
