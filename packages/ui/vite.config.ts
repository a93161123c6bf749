import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const externals = [...Object.keys(packageJson.peerDependencies), ...Object.keys(packageJson.dependencies)];

/**
 * Library build for publishing: ESM per entry, one extracted stylesheet (dist/styles.css). Entries: the
 * components (index), the React-free tokens, and the rich-text editor, kept apart so that Lexical loads
 * only where the editor is used.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    lib: {
      entry: { index: 'src/index.ts', tokens: 'src/tokens.ts', 'rich-text': 'src/rich-text.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)),
    },
    // Readable JavaScript for consumers to step through; their own bundler minifies. CSS stays small.
    minify: false,
    cssMinify: true,
    sourcemap: true,
    emptyOutDir: true,
  },
});
