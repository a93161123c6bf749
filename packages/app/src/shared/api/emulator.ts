/**
 * Starts the platform emulator as a service worker (MSW) for `npm run dev`, when no real platform is
 * configured. The import is dynamic so that no production bundle contains the emulator.
 */
export async function startDevEmulator(): Promise<void> {
  const { createEmulatorWorker } = await import('@emotion-guru/mocks/browser');
  await createEmulatorWorker().start({ onUnhandledFrame: 'bypass', quiet: true });
}
