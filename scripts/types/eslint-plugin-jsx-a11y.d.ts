// eslint-plugin-jsx-a11y ships no types; eslint.config.js uses it as a plugin and reads its flat configs.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';
  const plugin: ESLint.Plugin & { flatConfigs: Record<'recommended' | 'strict', Linter.Config> };
  export default plugin;
}
