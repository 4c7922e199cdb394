import { HERO_QUICK_LINKS, formatINR } from '@kuber/shared';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';

/** The sale banner: pure type and colour, so it paints before any image arrives. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-zinc-950 via-zinc-900 to-[#4a0d24] px-5 py-8 text-white sm:px-10 sm:py-14">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-accent/20 blur-3xl" />
      <div className="relative flex items-start justify-between gap-4">
        <div className="max-w-xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-pink-200 uppercase">Limited period offer</p>
          <h1 id="hero-title" className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">
            Big Fashion Sale - Up to 80% OFF
          </h1>
          <p className="mt-3 text-base text-zinc-200 sm:text-lg">
            Starting from <span className="font-bold text-white">{formatINR(299)}</span>
          </p>
          <Link to="/shop" className={buttonStyles('primary', 'lg', 'mt-6 px-8 shadow-lg shadow-black/20')}>
            Shop Now
          </Link>
        </div>
        <p
          className="flex size-20 shrink-0 rotate-12 flex-col items-center justify-center rounded-full bg-white text-center leading-none font-extrabold text-accent shadow-xl sm:size-32"
        >
          <span className="text-2xl sm:text-4xl">50%</span> <span className="text-xs sm:text-base">OFF</span>
        </p>
      </div>
      <nav aria-label="Popular searches" className="relative mt-8">
        <ul className="flex flex-wrap gap-2">
          {HERO_QUICK_LINKS.map((word) => (
            <li key={word}>
              <Link
                to={`/search?q=${encodeURIComponent(word.toLowerCase())}`}
                className="block rounded-full border border-white/30 bg-white/10 px-4 py-1.5 text-sm font-medium text-white backdrop-blur-sm hover:bg-white hover:text-zinc-900"
              >
                {word}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
