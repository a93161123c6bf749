import { createEvent, createStore } from 'effector';

/**
 * What the user has typed and not yet saved, by the places that hold it (the journal editor, the reflection
 * wizard, the chat's message box): each place reports its own state under its own key. Whatever would
 * reload the page by itself (the app update's countdown) asks first while anything is unsaved.
 */
export const unsavedWorkChanged = createEvent<{ key: string; unsaved: boolean }>();

export const $unsavedWork = createStore<readonly string[]>([], { serialize: 'ignore' }).on(
  unsavedWorkChanged,
  (keys, { key, unsaved }) => {
    if (unsaved) return keys.includes(key) ? keys : [...keys, key];
    return keys.includes(key) ? keys.filter((other) => other !== key) : keys;
  },
);

export const $hasUnsavedWork = $unsavedWork.map((keys) => keys.length > 0);
