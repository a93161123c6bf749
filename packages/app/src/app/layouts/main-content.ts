/** The id of the element that holds each layout's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
