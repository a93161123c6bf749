/**
 * What the app shell (`app.html`: the sign-in pages and the app area) shows before its scripts have run:
 * the brand mark, centred, gently pulsing (still for those who ask for less motion). Without it the page
 * stayed blank until the app had loaded, parsed and rendered (Lighthouse's first contentful paint on the
 * dashboard: 2.9 s on a simulated phone; issue #14). It has no text, so it suits either language, and it
 * is hidden from assistive technology: the app's own loading state and page replace it at once.
 * The prerender step puts it in `app.html` (scripts/prerender-pages.ts); the entry renders over it.
 */

/** The attribute that marks the placeholder (entry.tsx renders afresh over it, never hydrates it). */
export const APP_SHELL_PLACEHOLDER = 'data-app-shell';

/** The placeholder's markup: inline styles only (the page's style sheets may still be on their way). */
export const APP_SHELL_PLACEHOLDER_HTML =
  `<div ${APP_SHELL_PLACEHOLDER} aria-hidden="true" style="min-height:100vh;min-height:100dvh;display:grid;place-items:center">` +
  '<style>@media (prefers-reduced-motion:no-preference){[data-app-shell] svg{animation:eg-shell 1.6s ease-in-out infinite}}' +
  '@keyframes eg-shell{50%{opacity:.55}}</style>' +
  '<svg width="56" height="56" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#6366f1"/>' +
  '<circle cx="11.5" cy="13" r="2" fill="#fff"/><circle cx="20.5" cy="13" r="2" fill="#fff"/>' +
  '<path d="M9.5 18.5c1.6 2.6 3.8 4 6.5 4s4.9-1.4 6.5-4" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>' +
  '</div>';
