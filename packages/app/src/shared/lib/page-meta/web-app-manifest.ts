import { DEFAULT_LANGUAGE, type Language } from '../../locale/languages.ts';
import { localizePath } from '../../locale/locale-path.ts';

/** The brand's colour: the manifest's and index.html's theme colour (spec section 2). */
export const THEME_COLOR = '#6366f1';

/** Each language's manifest: English at the usual address, Turkish beside it. */
export function manifestPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}

/** The words a manifest needs, from the `site` namespace's `webAppManifest` (public/locales). */
export interface ManifestStrings {
  description: string;
  shortcuts: Record<'checkIn' | 'reflection' | 'journal', { name: string; description: string }>;
  /** What each screenshot shows (the richer install dialog reads them out). */
  screenshots: Record<ScreenshotName, string>;
}

/** The app's screens in the manifest, each wide (desktop) and narrow (phone). */
export type ScreenshotName = 'dashboard' | 'journal';

/**
 * The manifest's screenshots (spec section 1: installable), taken from the running app on the emulator by
 * `scripts/make-screenshots.mjs` into `public/screenshots/`, one set per language.
 */
export const SCREENSHOT_FORMS = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
} as const;
export const SCREENSHOT_NAMES: readonly ScreenshotName[] = ['dashboard', 'journal'];

/** `/screenshots/dashboard-wide.en-US.png`. */
export function screenshotPath(
  name: ScreenshotName,
  form: keyof typeof SCREENSHOT_FORMS,
  language: Language,
) {
  return `/screenshots/${name}-${form}.${language}.png`;
}

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const SHORTCUT_PATHS = {
  checkIn: '/app/dashboard',
  reflection: '/app/reflection/new',
  journal: '/app/journal',
} as const;

/**
 * One web app manifest per language. Both have the same `id`, so that a browser sees one app whichever
 * language it was installed from; names, description, start page and shortcuts are in the language.
 */
export function buildWebAppManifest(language: Language, strings: ManifestStrings) {
  return {
    id: '/',
    name: 'Emotion Guru',
    short_name: 'Emotion Guru',
    description: strings.description,
    lang: language,
    dir: 'ltr',
    start_url: localizePath('/', language),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICONS,
    shortcuts: (Object.keys(SHORTCUT_PATHS) as Array<keyof typeof SHORTCUT_PATHS>).map((key) => ({
      name: strings.shortcuts[key].name,
      description: strings.shortcuts[key].description,
      url: localizePath(SHORTCUT_PATHS[key], language),
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    })),
    screenshots: (Object.keys(SCREENSHOT_FORMS) as Array<keyof typeof SCREENSHOT_FORMS>).flatMap((form) =>
      SCREENSHOT_NAMES.map((name) => ({
        src: screenshotPath(name, form, language),
        sizes: `${SCREENSHOT_FORMS[form].width}x${SCREENSHOT_FORMS[form].height}`,
        type: 'image/png',
        form_factor: form,
        label: strings.screenshots[name],
      })),
    ),
  };
}
