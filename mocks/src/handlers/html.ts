/**
 * The emulator's own browser pages (the identity provider's consent page, the sandbox checkout): one
 * HTML shell. When the emulator runs in the browser (MSW), a page it serves is a document without the
 * app's code, so nothing would answer the form it posts: the shell then loads `state.pageScript`, which
 * starts the emulator in that page too (see page.ts). Until it has, the page's buttons are disabled
 * (`data-emulator-wait`; page.ts enables them): a form sent before the script even ran would reach the dev
 * server, which has no such route.
 */
import type { EmulatorState } from '../state.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface HtmlPage {
  title: string;
  /** The page's own CSS. */
  style: string;
  /** The markup inside `<body>`, already escaped. */
  body: string;
  status?: number;
}

export function htmlPage(state: EmulatorState, page: HtmlPage): Response {
  const script =
    state.pageScript === undefined
      ? ''
      : `<script type="module" src="${escapeHtml(state.pageScript)}"></script>`;
  const body =
    state.pageScript === undefined
      ? page.body
      : page.body.replace(/<button /g, '<button disabled data-emulator-wait ');
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title><style>${page.style}</style>${script}</head><body>${body}</body></html>`,
    { status: page.status ?? 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}
