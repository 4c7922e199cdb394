/** Small count bubble on an icon (cart, wishlist); hidden at zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="absolute -top-1.5 -right-2 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-white">
      {count > 99 ? '99+' : count}
    </span>
  );
}
