import { HERO_QUICK_LINKS } from '@kuber/shared';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { useShopContent, useShopWords } from '#web/features/store/api/get-shop-content';
import { useT } from '#web/i18n/i18n-provider';

const GLOW = 'absolute size-[26rem] rounded-full bg-[radial-gradient(closest-side,var(--color-accent),transparent)]';

/** Fanned picture cards on the banner's right (desktop only): where they sit and lean. */
const COLLAGE = ['right-[23rem] top-20 -rotate-6', 'right-52 top-10 rotate-2 z-10', 'right-10 top-24 rotate-6'];

/**
 * The banner in the owner's words (the shop settings): pure type and colour, so it paints before
 * any image arrives; the server renders it with them. Grid areas put the badge beside the button
 * on a phone (where the title needs the full width) and beside the title on wider screens. The
 * owner's picture, when they chose one, stands on the right of a wide screen.
 */
/** `pictures`: a few category images for the desktop collage, once the categories have loaded. */
export function Hero({ pictures = [] }: { pictures?: { src: string; alt: string }[] }) {
  const t = useT();
  const banner = useShopContent().data?.banner;
  const words = useShopWords();
  const [badgeBig = '', ...badgeRest] = banner ? words(banner.badge).split(' ') : [];
  const link = banner?.link ?? '/shop';
  const own = banner?.image ? [{ src: banner.image, alt: words(banner.title) }] : null;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-zinc-950 via-zinc-900 to-[#4a0d24] px-5 py-6 text-white sm:px-10 sm:py-14"
    >
      {/* Two soft glows, drawn as gradients: a blur filter this size is costly to paint on a phone. */}
      <div aria-hidden="true" className={`${GLOW} -top-40 -right-40 opacity-30`} />
      <div aria-hidden="true" className={`${GLOW} -bottom-48 left-[calc(33.333%-4rem)] opacity-20`} />
      {(own ?? pictures).slice(0, COLLAGE.length).map((picture, i) => (
        <div
          key={picture.src}
          className={`absolute hidden w-40 overflow-hidden rounded-xl border-4 border-white/90 shadow-2xl xl:block ${own ? 'top-10 right-10 w-56 rotate-2' : COLLAGE[i]}`}
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
          <p className="text-xs font-semibold tracking-[0.2em] text-pink-200 uppercase">
            {banner && words(banner.eyebrow)}
          </p>
          <h1 id="hero-title" className="mt-2 text-[1.75rem] leading-tight font-extrabold sm:mt-3 sm:text-5xl">
            {banner && words(banner.title)}
          </h1>
          <p className="mt-2 text-base text-zinc-200 sm:mt-3 sm:text-lg">{banner && words(banner.subtitle)}</p>
        </div>
        <div className="[grid-area:cta]">
          {link.startsWith('/') ? (
            <Link to={link} className={buttonStyles('primary', 'lg', 'mt-5 px-8 shadow-lg shadow-black/20 sm:mt-6')}>
              {t('hero.shopNow')}
            </Link>
          ) : (
            <a href={link} className={buttonStyles('primary', 'lg', 'mt-5 px-8 shadow-lg shadow-black/20 sm:mt-6')}>
              {t('hero.shopNow')}
            </a>
          )}
        </div>
        <p className="flex size-18 shrink-0 rotate-12 flex-col items-center justify-center rounded-full bg-white text-center leading-none font-extrabold text-accent shadow-xl [grid-area:badge] sm:size-32">
          <span className="text-2xl sm:text-4xl">{badgeBig}</span>{' '}
          <span className="text-xs sm:text-base">{badgeRest.join(' ')}</span>
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
