import type { ImgHTMLAttributes } from 'react';
import { imageSources } from '#web/lib/images';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> {
  src: string;
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
}

/** A picture; a product the owner has not given one yet shows a plain tile of the same size. */
export function ResponsiveImage({ src, alt, priority = false, ...props }: ResponsiveImageProps) {
  if (!src)
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={`block bg-zinc-100 ${props.className ?? ''}`}
      />
    );
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
