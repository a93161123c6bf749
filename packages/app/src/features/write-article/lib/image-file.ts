/** The images the blog takes (SVG is not among them: it can carry scripts). */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
/** The largest image that can be uploaded: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageFileProblem = 'file' | 'type' | 'size';

/** What is wrong with a chosen file, if anything: none chosen, not an image, or over 5 MB. */
export function imageFileProblem(file: File | null | undefined): ImageFileProblem | null {
  if (!file) return 'file';
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** A size in megabytes with one decimal, as the error message shows it. */
export const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);
