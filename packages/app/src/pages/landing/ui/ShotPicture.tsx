import { useUnit } from 'effector-react';
import { $language } from '@/shared/i18n';
import {
  PRODUCT_SHOTS,
  IMAGE_FORMATS,
  shotFile,
  srcSet,
  type ProductShot,
  type ShotTheme,
} from '../lib/product-media.ts';

export interface ShotPictureProps {
  shot: ProductShot;
  theme: ShotTheme;
  alt: string;
  /** The `sizes` of the picture: how wide it is drawn. */
  sizes: string;
  className?: string;
}

/**
 * One screenshot of the product in the page's language, as AVIF with WebP for older browsers, at the
 * widths it was encoded at. Lazy: the shot of the other theme is hidden and never fetched.
 */
export function ShotPicture({ shot, theme, alt, sizes, className }: ShotPictureProps) {
  const language = useUnit($language);
  const { width, height, widths } = PRODUCT_SHOTS[shot];
  const largest = widths[widths.length - 1] ?? width;
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={srcSet(widths, (size) => shotFile(shot, theme, language, size, format))}
        />
      ))}
      <img
        className={className}
        src={shotFile(shot, theme, language, largest, 'webp')}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
