import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';

describe('SocialSignInButtons', () => {
  it("shows each provider's mark inline, named by the button's text alone", async () => {
    const screen = await render(
      <SocialSignInButtons label="Other ways to sign in" actionLabel={(name) => `Continue with ${name}`} />,
    );
    for (const name of ['Google', 'GitHub', 'Facebook']) {
      const button = screen.getByRole('button', { name: `Continue with ${name}`, exact: true });
      await expect.element(button).toBeVisible();
      const mark = button.element().querySelector('svg');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(mark?.querySelector('path')).not.toBeNull();
    }
    // Nothing is fetched from the providers' hosts.
    expect(document.querySelector('img, image, use[href^="http"]')).toBeNull();
  });
});
