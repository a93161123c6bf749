import { describe, expect, it, vi } from 'vitest';
import { openProviderCheckout, type CheckoutHost, type PaddleCheckout } from './provider.ts';

function host(overrides: Partial<CheckoutHost> = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const open = vi.fn<PaddleCheckout['open']>();
  let emit: (name: string) => void = () => undefined;
  const loadPaddle = vi.fn<CheckoutHost['loadPaddle']>((_settings, onEvent) => {
    emit = onEvent;
    return Promise.resolve({ open });
  });
  const value: CheckoutHost = {
    navigate,
    loadPaddle,
    paddle: { token: 'test_token', environment: 'sandbox' },
    ...overrides,
  };
  return { value, navigate, open, loadPaddle, emit: (name: string) => emit(name) };
}

const PADDLE = {
  provider: 'paddle',
  transactionId: 'txn_01',
  customerEmail: 'free@example.com',
  successUrl: 'https://app.example/app/subscription?success=true',
  cancelUrl: 'https://app.example/app/subscription?cancelled=true',
};

describe('openProviderCheckout', () => {
  it('goes to a hosted checkout page (the emulator’s sandbox) without loading Paddle.js', async () => {
    const h = host();
    await expect(
      openProviderCheckout({ checkoutUrl: 'http://localhost:4010/__emulator/checkout/cs_1' }, h.value),
    ).resolves.toBe('hosted');
    expect(h.navigate).toHaveBeenCalledWith('http://localhost:4010/__emulator/checkout/cs_1');
    expect(h.loadPaddle).not.toHaveBeenCalled();
  });

  it('loads Paddle.js with the build’s token and environment only for a Paddle checkout, and opens its overlay', async () => {
    const h = host();
    await expect(openProviderCheckout(PADDLE, h.value)).resolves.toBe('overlay');
    expect(h.loadPaddle).toHaveBeenCalledWith(
      { token: 'test_token', environment: 'sandbox' },
      expect.any(Function),
    );
    expect(h.open).toHaveBeenCalledWith({ transactionId: 'txn_01', customer: { email: 'free@example.com' } });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('follows the overlay: completed goes to the success URL, closed to the cancel URL', async () => {
    const h = host();
    await openProviderCheckout(PADDLE, h.value);
    h.emit('checkout.loaded');
    expect(h.navigate).not.toHaveBeenCalled();
    h.emit('checkout.completed');
    expect(h.navigate).toHaveBeenLastCalledWith(PADDLE.successUrl);
    h.emit('checkout.closed');
    expect(h.navigate).toHaveBeenLastCalledWith(PADDLE.cancelUrl);
  });

  it('refuses a Paddle checkout without a client token, a script that did not load, or an answer without a page', async () => {
    await expect(openProviderCheckout(PADDLE, host({ paddle: undefined }).value)).rejects.toThrow(
      /VITE_PADDLE_CLIENT_TOKEN/,
    );
    await expect(
      openProviderCheckout(PADDLE, host({ loadPaddle: () => Promise.resolve(undefined) }).value),
    ).rejects.toThrow(/did not load/);
    await expect(openProviderCheckout({ orderId: 'o_1' }, host().value)).rejects.toThrow(/no provider page/);
  });
});
