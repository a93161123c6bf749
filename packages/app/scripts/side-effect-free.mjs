// @ts-check
/**
 * The app's modules the build treats as free of side effects (vite.config.ts), and which
 * scripts/check-side-effects.mjs keeps so: the lib, ui and api modules of entities, features and widgets
 * (not their models, whose wiring runs when imported; not the CSS). Matched against an absolute path.
 */
export const SIDE_EFFECT_FREE =
  /[\\/]src[\\/](entities|features|widgets)[\\/](.+[\\/])?(lib|ui|api)[\\/][^\\/]+(?<!\.css)\.tsx?$/;
