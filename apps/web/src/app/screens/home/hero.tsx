import { HERO_QUICK_LINKS, formatINR } from '@kuber/shared';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { useT } from '#web/i18n/i18n-provider';

const GLOW = 'absolute size-[26rem] rounded-full bg-[radial-gradient(closest-side,var(--color-accent),transparent)]';

/** Fanned picture cards on the banner's right (desktop only): where they sit and lean. */
const COLLAGE = ['right-[23rem] top-20 -rotate-6', 'right-52 top-10 rotate-2 z-10', 'right-10 top-24 rotate-6'];

/**
 * The sale banner: pure type and colour, so it paints before any image arrives.
 * Grid areas put the '50% OFF' badge beside the button on a phone (where the title
 * needs the full width) and beside the title on wider screens.
 */
/** `pictures`: a few category images for the desktop collage, once the categories have loaded. */
export function Hero({ pictures = [] }: { pictures?: { src: string; alt: string }[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-zinc-950 via-zinc-900 to-[#4a0d24] px-5 py-6 text-white sm:px-10 sm:py-14"
    >
      {/* Two soft glows, drawn as gradients: a blur filter this size is costly to paint on a phone. */}
      <div aria-hidden="true" className={`${GLOW} -top-40 -right-40 opacity-30`} />
      <div aria-hidden="true" className={`${GLOW} -bottom-48 left-[calc(33.333%-4rem)] opacity-20`} />
      {pictures.slice(0, COLLAGE.length).map((picture, i) => (
        <div
          key={picture.src}
          className={`absolute hidden w-40 overflow-hidden rounded-xl border-4 border-white/90 shadow-2xl xl:block ${COLLAGE[i]}`}
        >
          <ResponsiveImage
            src={picture.src}
            alt={picture.alt}
            sizes="160px"
            width={160}
            height={213}
            className="aspect-[3/4] w-full object-cover"
          />
        </div>
      ))}
      <div className="relative grid grid-cols-[1fr_auto] items-end gap-x-4 [grid-template-areas:'text_text'_'cta_badge'] sm:items-start sm:[grid-template-areas:'text_badge'_'cta_badge']">
        <div className="max-w-xl [grid-area:text]">
          <p className="text-xs font-semibold tracking-[0.2em] text-pink-200 uppercase">{t('hero.offer')}</p>
          <h1 id="hero-title" className="mt-2 text-[1.75rem] leading-tight font-extrabold sm:mt-3 sm:text-5xl">
            {t('hero.title')} <span className="whitespace-nowrap">{t('hero.upTo')}</span>
          </h1>
          <p className="mt-2 text-base text-zinc-200 sm:mt-3 sm:text-lg">
            {t('hero.startingFrom')} <span className="font-bold text-white">{formatINR(299)}</span>
          </p>
        </div>
        <div className="[grid-area:cta]">
          <Link to="/shop" className={buttonStyles('primary', 'lg', 'mt-5 px-8 shadow-lg shadow-black/20 sm:mt-6')}>
            {t('hero.shopNow')}
          </Link>
        </div>
        <p className="flex size-18 shrink-0 rotate-12 flex-col items-center justify-center rounded-full bg-white text-center leading-none font-extrabold text-accent shadow-xl [grid-area:badge] sm:size-32">
          <span className="text-2xl sm:text-4xl">50%</span>{' '}
          <span className="text-xs sm:text-base">{t('price.off')}</span>
        </p>
      </div>
      <nav aria-label={t('hero.popularSearches')} className="relative mt-6 sm:mt-8">
        <ul className="flex flex-wrap gap-2">
          {HERO_QUICK_LINKS.map((word) => (
            <li key={word}>
              <Link
                to={`/search?q=${encodeURIComponent(word.toLowerCase())}`}
                className="block rounded-full border border-white/30 bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-white hover:text-zinc-900"
              >
                {t(`hero.quick.${word}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
