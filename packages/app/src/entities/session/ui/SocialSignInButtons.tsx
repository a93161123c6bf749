import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { getPlatform } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { SOCIAL_PROVIDERS } from '../config/social-providers.ts';
import { rememberSignInLanguage } from '../lib/sign-in-language.ts';
import { rememberSignInReturn } from '../lib/sign-in-return.ts';
import { ProviderIcon } from './ProviderIcon.tsx';

export interface SocialSignInButtonsProps {
  /** Names the group for assistive technology ("Other ways to sign in"). */
  label: string;
  /** The button text for a provider's brand name ("Continue with GitHub"). */
  actionLabel: (provider: string) => string;
  className?: string;
  /** Where to go once signed in (the login page's `callback`); the dashboard when none. */
  returnTo?: string;
}

/**
 * One button per social provider, with the provider's mark. The platform runs the provider's consent flow at
 * `/api/auth/{provider}` and sends the browser back to /auth/callback, or to /auth/continue when the
 * identity is new (sign-in and sign-up are the same journey). Those paths carry no language: the page's
 * language is remembered for the return (see useReturnInSignInLanguage), and so is where the person was
 * going (see sign-in-return.ts).
 */
export function SocialSignInButtons({ label, actionLabel, className, returnTo }: SocialSignInButtonsProps) {
  const language = useUnit($language);
  return (
    <div className={className} role="group" aria-label={label}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          onClick={() => {
            rememberSignInLanguage(language);
            rememberSignInReturn(returnTo);
            window.location.assign(getPlatform().auth.socialLoginUrl(provider.id));
          }}
        >
          <ProviderIcon provider={provider.id} />
          {actionLabel(provider.label)}
        </Button>
      ))}
    </div>
  );
}
