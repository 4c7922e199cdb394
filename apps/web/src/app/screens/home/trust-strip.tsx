import { HeadsetIcon, ShieldIcon, TagIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

const CLAIMS = [
  { icon: ShieldIcon, text: 'trust.customers' },
  { icon: TagIcon, text: 'trust.brands' },
  { icon: HeadsetIcon, text: 'footer.support' },
] as const;

export function TrustStrip() {
  const t = useT();
  return (
    <ul className="grid grid-cols-3 divide-x divide-zinc-200 rounded-xl border border-zinc-200 bg-white py-3">
      {CLAIMS.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="flex flex-col items-center gap-1 px-2 text-center sm:flex-row sm:justify-center sm:gap-2"
        >
          <Icon className="shrink-0 text-accent" />
          <span className="text-xs font-semibold text-zinc-900 sm:text-sm">{t(text)}</span>
        </li>
      ))}
    </ul>
  );
}
