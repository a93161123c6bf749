// @ts-check
/**
 * The app's modules the build treats as free of side effects (vite.config.ts), and which
 * scripts/check-side-effects.mjs keeps so: the lib, ui and api modules of entities, features and widgets
 * (not their models, whose wiring runs when imported; not the CSS). Matched against an absolute path.
 */
export const SIDE_EFFECT_FREE =
  /[\\/]src[\\/](entities|features|widgets)[\\/](.+[\\/])?(lib|ui|api)[\\/][^\\/]+(?<!\.css)\.tsx?$/;

/**
 * Models the build treats as free of side effects too: each one page's (or one flow's) state, which the
 * start has no use for, though its slice's index names it: the journal's and reflections' lists, the
 * reflection page's one reflection, the journal export's reader, the save gate of the forms that write,
 * the check-in's own words, the social sign-in's return. Left out when nothing of theirs is imported, they
 * are never created at start (each paged list is a few hundred effector units to create). That is safe only while their wiring reacts to
 * the outside world on their own units' behalf: every `sample` either targets one of the module's own units
 * or is clocked by them alone, so a model nobody imports could have changed nothing. check-side-effects.mjs
 * holds them to that.
 */
export const SELF_CONTAINED_MODELS =
  /[\\/]src[\\/]entities[\\/]((journal|reflection)[\\/]model[\\/](list|detail)|journal[\\/]model[\\/]matching|keyring[\\/]model[\\/]save-gate|emotion[\\/]model[\\/]own-word|session[\\/]model[\\/]oauth)\.ts$/;
