import type { ImgHTMLAttributes } from 'react';
import { imageSources } from '../../lib/images';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> {
  src: string;
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
}

export function ResponsiveImage({ src, alt, priority = false, ...props }: ResponsiveImageProps) {
  return (
    <img
      {...imageSources(src)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
}
