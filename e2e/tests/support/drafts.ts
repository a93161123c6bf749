import { expect, type Page } from '@playwright/test';

/**
 * Waits until a draft store of the device (IndexedDB `database`, object store `storeName`) holds `text`.
 * Drafts are written after every change, but asynchronously: a reload right after typing may come first.
 */
export async function draftHolds(
  page: Page,
  database: string,
  storeName: string,
  text: string,
): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        ({ database, storeName }) =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open(database);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains(storeName)) {
                resolve('');
                return;
              }
              const all = db.transaction(storeName).objectStore(storeName).getAll();
              all.onsuccess = () => resolve(JSON.stringify(all.result));
              all.onerror = () => resolve('');
            };
            open.onerror = () => resolve('');
          }),
        { database, storeName },
      ),
    )
    .toContain(text);
}
