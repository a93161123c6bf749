import type { Language } from '@/shared/locale';

/**
 * The product's pictures on the landing page, made by `npm run media -w @emotion-guru/app`
 * (scripts/make-product-media.mjs, which keeps its own copy of these sizes) into `public/media/`. Its test
 * checks every file named here exists, so a renamed screen or a new language cannot show a broken image.
 */

export type ShotTheme = 'light' | 'dark';
export const SHOT_THEMES: readonly ShotTheme[] = ['light', 'dark'];
/** Newest first: a browser takes the first source it can decode. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * Each screen shot (the hero's dashboard and journal, the features' map and reflection wizard): the size it
 * was taken at (its aspect ratio) and the widths it is encoded at.
 */
export const PRODUCT_SHOTS = {
  dashboard: { width: 1280, height: 800, widths: [640, 1280] },
  journal: { width: 390, height: 844, widths: [195, 390] },
  map: { width: 1280, height: 800, widths: [640, 1280] },
  reflection: { width: 1280, height: 800, widths: [640, 1280] },
} as const;
export type ProductShot = keyof typeof PRODUCT_SHOTS;

/** `/media/dashboard.dark.tr-TR.640w.avif`. */
export function shotFile(
  shot: ProductShot,
  theme: ShotTheme,
  language: Language,
  width: number,
  format: ImageFormat,
): string {
  return `/media/${shot}.${theme}.${language}.${String(width)}w.${format}`;
}

/** The product tour: one recording per language (the app in that language), captions in every language. */
export const TOUR = { width: 1280, height: 720, posterWidths: [640, 1280] } as const;
export const VIDEO_FORMATS = [
  { extension: 'webm', type: 'video/webm' },
  { extension: 'mp4', type: 'video/mp4' },
] as const;
export type VideoExtension = (typeof VIDEO_FORMATS)[number]['extension'];

export const tourFile = (language: Language, extension: VideoExtension) =>
  `/media/product-tour.${language}.${extension}`;
export const tourCaptionsFile = (language: Language, captions: Language) =>
  `/media/product-tour.${language}.${captions}.vtt`;
export const tourPosterFile = (language: Language, width: number, format: ImageFormat) =>
  `/media/product-tour-poster.${language}.${String(width)}w.${format}`;

/** `srcset` of the `widths` of a file named by `file(width)`. */
export function srcSet(widths: readonly number[], file: (width: number) => string): string {
  return widths.map((width) => `${file(width)} ${String(width)}w`).join(', ');
}
