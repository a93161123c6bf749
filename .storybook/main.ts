import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { appSourceDir, appStoryAssets } from './app-assets.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The app's translations under /locales (a static build needs them as files).
  staticDirs: ['../packages/app/public'],
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), appStoryAssets()],
      // Workspace packages resolve to their TypeScript source, as in the app; the app's own `@/` alias.
      resolve: {
        conditions: ['@emotion-guru/source', ...defaultClientConditions],
        alias: { '@': appSourceDir },
      },
    }),
};

export default config;
