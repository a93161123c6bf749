import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Workspace packages resolve to their TypeScript source in development, tests and app builds. */
const SOURCE_CONDITION = '@emotion-guru/source';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
