declare const __APP_VERSION__: string | undefined;

/** The app's version (package.json, set at build time by Vite's `define`); "development" where unset. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
