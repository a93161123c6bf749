import type { PaddleCheckout, PaddleSettings } from './provider.ts';

/**
 * Loads Paddle.js through Paddle's own loader (`@paddle/paddle-js`, imported here only, so its code is in
 * the checkout's chunk and the provider's script is fetched only when a checkout opens).
 */
export async function loadPaddle(
  settings: PaddleSettings,
  onEvent: (name: string) => void,
): Promise<PaddleCheckout | undefined> {
  const { initializePaddle } = await import('@paddle/paddle-js');
  const paddle = await initializePaddle({
    token: settings.token,
    environment: settings.environment,
    eventCallback: (event) => {
      if (event.name) onEvent(event.name);
    },
  });
  if (!paddle) return undefined;
  return {
    open: (options) => {
      paddle.Checkout.open(options);
    },
  };
}
