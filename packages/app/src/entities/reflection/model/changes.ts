import { createEvent } from 'effector';

/**
 * A reflection was created, edited, deleted or restored somewhere: whatever lists them shows the platform's
 * truth again. Its own module: what writes fires it without loading the list (model/list.ts).
 */
export const reflectionsChanged = createEvent();
