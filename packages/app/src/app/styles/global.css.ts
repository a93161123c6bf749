import { globalStyle } from '@vanilla-extract/css';

/** In-page anchors (the landing page's "how it works") scroll smoothly, unless the user asked for less motion. */
globalStyle('html', {
  scrollBehavior: 'smooth',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

/**
 * Toasts (bottom right) may cover controls. They stay reachable: the design system's Toaster publishes
 * how far up the toasts reach as `--eg-toast-inset` (its TOAST_INSET_PROPERTY), and focus moving to a
 * control scrolls it clear of them. The app area also pads its bottom by as much (AppLayout.css.ts), so
 * the last controls of a page can scroll above the toasts.
 */
globalStyle('html', { scrollPaddingBottom: 'var(--eg-toast-inset, 0px)' });

/**
 * Inside the installed app or the native wrapper the page should feel like an app: no text selection
 * on long press and no rubber-band overscroll (spec section 2). Form fields stay selectable.
 */
globalStyle('html[data-native-app]', { overscrollBehavior: 'none' });
globalStyle('html[data-native-app] body', {
  userSelect: 'none',
  WebkitUserSelect: 'none',
  overscrollBehavior: 'none',
});
globalStyle('html[data-native-app] :is(input, textarea, [contenteditable="true"])', {
  userSelect: 'text',
  WebkitUserSelect: 'text',
});
