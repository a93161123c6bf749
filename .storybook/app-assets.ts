import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The app's source folder, for the `@/` alias its modules import each other with. */
export const appSourceDir = fileURLToPath(new URL('../packages/app/src', import.meta.url));
const localesDir = fileURLToPath(new URL('../packages/app/public/locales', import.meta.url));

/**
 * What the app's stories need from a server: MSW's worker script (the emulator runs in it, straight from
 * the installed msw so it matches the library) and the app's translations under /locales, as the app's
 * dev server serves them. Used by Storybook and by the `storybook` Vitest project.
 */
export function appStoryAssets(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'emotion-guru:app-story-assets',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        createReadStream(workerPath).pipe(response);
      });
      server.middlewares.use('/locales', (request, response, next) => {
        const path = normalize(join(localesDir, decodeURIComponent((request.url ?? '').split('?')[0] ?? '')));
        if (!path.startsWith(localesDir) || extname(path) !== '.json' || !existsSync(path)) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/json');
        createReadStream(path).pipe(response);
      });
    },
  };
}
