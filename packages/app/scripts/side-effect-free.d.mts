/** The app's modules the build treats as free of side effects (side-effect-free.mjs). */
export declare const SIDE_EFFECT_FREE: RegExp;
