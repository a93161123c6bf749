import { createContext } from 'react';

/** The id of the element that holds each layout's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * True inside a layout whose own `<main>` holds the page (the app area): what renders there (an error
 * view) must not add a second `<main>`. The public and auth layouts leave the landmark to their pages.
 */
export const InsideMain = createContext(false);
