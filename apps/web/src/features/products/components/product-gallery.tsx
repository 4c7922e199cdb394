import { useRef, useState } from 'react';
import { ResponsiveImage } from '#web/components/ui/responsive-image';

/** Main image takes the full phone width and about half a desktop. */
const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * A scroll-snap strip: swipe on a phone, thumbnails everywhere. Scrolling and
 * thumbnails drive each other so the highlighted thumbnail is always the one in view.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const show = (index: number) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    setActive(index);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <div
          ref={strip}
          onScroll={(e) => setActive(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
          className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto rounded-none bg-zinc-100 sm:rounded-xl"
          aria-label={`${name} images`}
          role="region"
          tabIndex={0}
        >
          {images.map((src, i) => (
            <div key={src} className="aspect-[3/4] w-full shrink-0 snap-center">
              <ResponsiveImage
                src={src}
                alt={images.length > 1 ? `${name}, image ${i + 1} of ${images.length}` : name}
                sizes={MAIN_SIZES}
                priority={i === 0}
                width={800}
                height={1067}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <div
            className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5 sm:hidden"
            aria-hidden="true"
          >
            {images.map((src, i) => (
              <span
                key={src}
                className={`h-1.5 rounded-full transition-all ${i === active ? 'w-4 bg-zinc-900' : 'w-1.5 bg-zinc-900/30'}`}
              />
            ))}
          </div>
        )}
      </div>
      {images.length > 1 && (
        <div className="flex gap-2 px-4 sm:px-0" role="group" aria-label="Choose image">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => show(i)}
              aria-label={`Show image ${i + 1}`}
              aria-current={i === active}
              className={`w-16 shrink-0 overflow-hidden rounded-md border-2 transition-colors ${i === active ? 'border-accent' : 'border-transparent hover:border-zinc-300'}`}
            >
              <ResponsiveImage
                src={src}
                alt=""
                sizes="64px"
                width={64}
                height={85}
                className="aspect-[3/4] w-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
