import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageFileProblem, megabytes } from './image-file.ts';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'cover', { type });

describe('imageFileProblem', () => {
  it('takes JPEG, PNG, WebP, GIF and AVIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
      expect(imageFileProblem(file(type, 1000)), type).toBeNull();
    expect(imageFileProblem(file('image/png', IMAGE_MAX_BYTES))).toBeNull();
  });

  it('refuses no file, anything but an image (SVG too: it can carry scripts) and more than 5 MB', () => {
    expect(imageFileProblem(null)).toBe('file');
    expect(imageFileProblem(file('application/pdf', 10))).toBe('type');
    expect(imageFileProblem(file('image/svg+xml', 10))).toBe('type');
    expect(imageFileProblem(file('', 10))).toBe('type');
    expect(imageFileProblem(file('image/jpeg', IMAGE_MAX_BYTES + 1))).toBe('size');
  });

  it('says sizes in megabytes with one decimal', () => {
    expect(megabytes(IMAGE_MAX_BYTES + 300 * 1024)).toBe('5.3');
  });
});
