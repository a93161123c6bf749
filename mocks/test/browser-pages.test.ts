/**
 * The emulator's own pages in the browser (`npm run dev`): they load the page script that starts the
 * emulator in them (else nothing answers the form they post), and a redirect leaves only after what it
 * changed is stored, so the next page's emulator (another instance over the same IndexedDB) sees it.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/emulator.ts';
import { createIndexedDbPersistence } from '../src/persistence/indexeddb.ts';

const APP = 'http://localhost:5173';
const PAGE_SCRIPT = '/@id/@emotion-guru/mocks/page';

function consentPost(fields: Record<string, string>): Request {
  return new Request('http://localhost:5173/api/auth/github', {
    method: 'POST',
    body: new URLSearchParams({ redirectUri: APP, tenantCode: 'emotion', ...fields }),
  });
}

describe("the emulator's pages in the browser", () => {
  it('load the page script when one is given, and only then', async () => {
    const inBrowser = createEmulator({ pageScript: PAGE_SCRIPT });
    const consent = await inBrowser.handle(new Request(`${APP}/api/auth/github`));
    const html = (await consent?.text()) ?? '';
    expect(html).toContain(`<script type="module" src="${PAGE_SCRIPT}"></script>`);
    // Until the script has started the emulator in the page, its buttons cannot send the form.
    expect(html.match(/<button [^>]*>/g)).toEqual([
      '<button disabled data-emulator-wait type="submit" name="action" value="allow">',
      '<button disabled data-emulator-wait class="secondary" type="submit" name="action" value="cancel">',
    ]);
    // The page shown again for an invalid new person needs it as much.
    const again = await inBrowser.handle(consentPost({ identity: 'new', email: 'not an email', name: 'X' }));
    expect(again?.status).toBe(400);
    expect(await again?.text()).toContain(PAGE_SCRIPT);

    const overHttp = createEmulator();
    const plain = await overHttp.handle(new Request(`${APP}/api/auth/github`));
    const plainHtml = (await plain?.text()) ?? '';
    expect(plainHtml).not.toContain('<script');
    expect(plainHtml).not.toContain('disabled');
  });

  it("store a new account before sending the browser on, so the next page's emulator knows it", async () => {
    const indexedDB = new IDBFactory();
    const consentPage = createEmulator({ persistence: createIndexedDbPersistence(indexedDB) });
    await consentPage.ready;
    const answer = await consentPage.handle(
      consentPost({ identity: 'new', email: 'newcomer@example.com', name: 'Nora New', action: 'allow' }),
    );
    expect(answer?.status).toBe(303);
    const back = new URL(answer?.headers.get('location') ?? '');
    expect(back.pathname).toBe('/auth/continue');

    // The app's page starts a new emulator from IndexedDB at once: no wait for a debounced save.
    const appPage = createEmulator({ persistence: createIndexedDbPersistence(indexedDB) });
    await appPage.ready;
    const me = await appPage.handle(
      new Request(`${APP}/api/entity/query`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${back.searchParams.get('token') ?? ''}`,
        },
        body: JSON.stringify({ entityName: 'GsbUser', variation: { tenantCode: 'emotion' } }),
      }),
    );
    expect(me?.status).toBe(200);
    const body = (await me?.json()) as { entities: { email: string; name: string }[] };
    expect(body.entities.map(({ email, name }) => ({ email, name }))).toEqual([
      { email: 'newcomer@example.com', name: 'Nora New' },
    ]);
  });
});
