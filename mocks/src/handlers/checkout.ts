/**
 * The sandbox card provider's hosted checkout page (`checkoutUrl` of startSubscriptionFlow):
 * GET /__emulator/checkout/{id} shows the amount and a card field; POST .../complete pays (4242... is
 * accepted, 4000 0000 0000 0002 is declined) and redirects to the success URL; POST .../cancel
 * redirects to the cancel URL.
 */
import type { Actor } from '../access/rules.ts';
import type { EmulatorState } from '../state.ts';
import { SANDBOX_CARDS, subscriptionOps } from '../workflows/subscriptions.ts';
import type { CallContext } from './context.ts';
import { escapeHtml, htmlPage } from './html.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #9ca3af;border-radius:.5rem}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}.secondary{background:#e5e7eb;color:#111827}.error{color:#b91c1c}p.note{font-size:.9rem;color:#4b5563}';

function page(state: EmulatorState, title: string, body: string, status = 200): Response {
  return htmlPage(state, { title, style: STYLE, body, status });
}

export async function checkoutPage(
  state: EmulatorState,
  request: Request,
  id: string,
  action: string | undefined,
): Promise<Response> {
  const checkout = state.checkouts.get(id);
  if (checkout === undefined)
    return page(
      state,
      'Checkout not found',
      '<h1>Checkout not found</h1><p>This checkout session does not exist or has expired.</p>',
      404,
    );
  const actor: Actor = { tenantCode: checkout.tenantCode, userId: checkout.userId, isAdmin: false };
  const url = new URL(request.url);
  const ctx: CallContext = {
    state,
    db: state.db,
    tenant: state.db.tenant(checkout.tenantCode),
    actor,
    session: undefined,
    language: 'en-US',
    apiOrigin: url.origin,
    appOrigin: url.origin,
    headers: request.headers,
    now: state.now(),
  };
  if (request.method === 'POST' && action === 'cancel') {
    subscriptionOps.cancelCheckout?.(ctx, { checkoutId: id });
    state.onChange(checkout.tenantCode);
    return new Response(null, { status: 303, headers: { Location: checkout.cancelUrl } });
  }
  let error = '';
  if (request.method === 'POST' && action === 'complete') {
    const form = await request.formData().catch(() => new FormData());
    const card = form.get('cardNumber');
    const result = subscriptionOps.completeCheckout?.(ctx, {
      checkoutId: id,
      cardNumber: typeof card === 'string' ? card : '',
    });
    state.onChange(checkout.tenantCode);
    if (result?.success === true)
      return new Response(null, { status: 303, headers: { Location: checkout.successUrl } });
    error = typeof result?.message === 'string' ? result.message : 'Payment failed';
  }
  if (checkout.status !== 'open' && error === '') {
    return page(
      state,
      'Checkout closed',
      `<h1>This checkout is ${checkout.status}</h1><p><a href="${escapeHtml(checkout.successUrl)}">Back to the app</a></p>`,
    );
  }
  const amount = `${checkout.amount.toFixed(2)} ${escapeHtml(checkout.currency)}`;
  const referral =
    checkout.referral === undefined
      ? ''
      : `<p class="note">Referral discount: ${String(checkout.referral.discount)}% off ${checkout.referral.fullAmount.toFixed(2)} ${escapeHtml(checkout.currency)}</p>`;
  return page(
    state,
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1><p>Emotion Guru subscription: <strong>${amount}</strong></p>${referral}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<form method="post" action="/__emulator/checkout/${escapeHtml(id)}/complete"><label for="card">Card number</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${SANDBOX_CARDS.success}"><button type="submit">Pay ${amount}</button></form><form method="post" action="/__emulator/checkout/${escapeHtml(id)}/cancel"><button class="secondary" type="submit">Cancel</button></form><p class="note">Emulator sandbox: no money moves. ${SANDBOX_CARDS.success} pays, ${SANDBOX_CARDS.declined} is declined.</p>`,
  );
}
