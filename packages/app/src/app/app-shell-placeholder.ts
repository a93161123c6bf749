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

/**
 * The placeholder's markup around `mark` (the brand mark, rendered from `BrandMark` at build time: prerender.tsx):
 * inline styles only, and the mark's colours come from the theme's style sheet, which the page links in its head.
 */
export function appShellPlaceholderHtml(mark: string): string {
  return (
    `<div ${APP_SHELL_PLACEHOLDER} aria-hidden="true" style="min-height:100vh;min-height:100dvh;display:grid;place-items:center">` +
    '<style>@media (prefers-reduced-motion:no-preference){[data-app-shell] svg{animation:eg-shell 1.6s ease-in-out infinite}}' +
    '@keyframes eg-shell{50%{opacity:.55}}</style>' +
    mark +
    '</div>'
  );
}
