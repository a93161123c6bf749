/** The app's modules the build treats as free of side effects (side-effect-free.mjs). */
export declare const SIDE_EFFECT_FREE: RegExp;
/** Models the build treats as free of side effects, whose wiring only serves their own units. */
export declare const SELF_CONTAINED_MODELS: RegExp;
