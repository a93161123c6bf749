import type { CheckoutData } from '@emotion-guru/platform-sdk';

/** Paddle Billing's settings, from build-time env (`VITE_PADDLE_CLIENT_TOKEN`, `VITE_PADDLE_ENVIRONMENT`). */
export interface PaddleSettings {
  token: string;
  environment: 'sandbox' | 'production';
}

/** What opening a checkout needs from the page (replaced in tests). */
export interface CheckoutHost {
  /** Leaves the app for a hosted checkout page. */
  navigate: (url: string) => void;
  /** Loads Paddle.js (only here, on checkout) and returns its overlay API; undefined when it cannot load. */
  loadPaddle: (
    settings: PaddleSettings,
    onEvent: (name: string) => void,
  ) => Promise<PaddleCheckout | undefined>;
  paddle: PaddleSettings | undefined;
}

/** The part of Paddle.js the app uses. */
export interface PaddleCheckout {
  open: (options: { transactionId: string; customer?: { email: string } }) => void;
}

export type OpenedCheckout = 'hosted' | 'overlay';

const PADDLE_PROVIDER = 'paddle';

/**
 * Opens the card payment provider's checkout for what `startSubscriptionFlow` answered:
 * - Paddle Billing (`provider: 'paddle'` with a transaction id): Paddle.js is loaded now, initialised with
 *   the build's client token and environment (sandbox unless set), and its overlay opened; a completed
 *   checkout goes to the success URL, a closed one to the cancel URL;
 * - a hosted page (`checkoutUrl`, the emulator's sandbox checkout): the browser goes there, and the page
 *   comes back to the success or cancel URL itself.
 * Throws when the answer names neither, or Paddle is asked for without its settings.
 */
export async function openProviderCheckout(
  checkout: CheckoutData,
  host: CheckoutHost,
): Promise<OpenedCheckout> {
  const transactionId = typeof checkout['transactionId'] === 'string' ? checkout['transactionId'] : undefined;
  if (checkout['provider'] === PADDLE_PROVIDER && transactionId) {
    if (!host.paddle) throw new Error('Paddle checkout without VITE_PADDLE_CLIENT_TOKEN');
    const successUrl = stringField(checkout, 'successUrl');
    const cancelUrl = stringField(checkout, 'cancelUrl');
    const paddle = await host.loadPaddle(host.paddle, (name) => {
      if (name === 'checkout.completed' && successUrl) host.navigate(successUrl);
      if (name === 'checkout.closed' && cancelUrl) host.navigate(cancelUrl);
    });
    if (!paddle) throw new Error('Paddle.js did not load');
    const email = stringField(checkout, 'customerEmail');
    paddle.open({ transactionId, ...(email ? { customer: { email } } : {}) });
    return 'overlay';
  }
  if (checkout.checkoutUrl) {
    host.navigate(checkout.checkoutUrl);
    return 'hosted';
  }
  throw new Error('The checkout answer names no provider page');
}

function stringField(checkout: CheckoutData, key: string): string | undefined {
  const value = checkout[key];
  return typeof value === 'string' && value ? value : undefined;
}
