import { HeadsetIcon, ShieldIcon, TagIcon } from '#web/components/ui/icons';
import { useShopContent, useShopWords } from '#web/features/store/api/get-shop-content';

const ICONS = [ShieldIcon, TagIcon, HeadsetIcon] as const;

/** The owner's claims (the shop settings), up to three, side by side. */
export function TrustStrip() {
  const claims = useShopContent().data?.claims ?? [];
  const words = useShopWords();
  if (claims.length === 0) return null;
  const columns = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'][claims.length] ?? 'grid-cols-3';
  return (
    <ul className={`grid ${columns} divide-x divide-zinc-200 rounded-xl border border-zinc-200 bg-white py-3`}>
      {claims.map((claim, i) => {
        const Icon = ICONS[i % ICONS.length]!;
        return (
          <li
            key={claim.en}
            className="flex flex-col items-center gap-1 px-2 text-center sm:flex-row sm:justify-center sm:gap-2"
          >
            <Icon className="shrink-0 text-accent" />
            <span className="text-xs font-semibold text-zinc-900 sm:text-sm">{words(claim)}</span>
          </li>
        );
      })}
    </ul>
  );
}
