/**
 * Starts the platform emulator as a service worker (MSW) for `npm run dev`, when no real platform is
 * configured. The import is dynamic so that no production bundle contains the emulator.
 *
 * The emulator's own pages (the sign-in provider's consent page, the sandbox checkout) load
 * `@emotion-guru/mocks/page` from the dev server, so that the forms they post are answered by the
 * emulator in that page too (see mocks/src/page.ts for why MSW needs it).
 */
export const EMULATOR_PAGE_SCRIPT = '/@id/@emotion-guru/mocks/page';

export async function startDevEmulator(): Promise<void> {
  const { createEmulatorWorker } = await import('@emotion-guru/mocks/browser');
  await createEmulatorWorker({ pageScript: EMULATOR_PAGE_SCRIPT }).start({
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
