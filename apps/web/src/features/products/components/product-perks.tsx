import { ReturnIcon, ShieldIcon, TruckIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

const PERKS = [
  { icon: TruckIcon, title: 'footer.freeShipping', note: 'perks.freeShippingNote' },
  { icon: ReturnIcon, title: 'footer.returns', note: 'perks.returnsNote' },
  { icon: ShieldIcon, title: 'perks.warranty', note: 'perks.warrantyNote' },
] as const;

export function ProductPerks() {
  const t = useT();
  return (
    <ul className="grid grid-cols-3 gap-2 rounded-lg bg-zinc-50 p-3">
      {PERKS.map(({ icon: Icon, title, note }) => (
        <li key={title} className="flex flex-col items-center gap-1 text-center">
          <Icon className="text-zinc-800" />
          <span className="text-xs font-semibold text-zinc-900">{t(title)}</span>
          <span className="text-[11px] text-zinc-600">{t(note)}</span>
        </li>
      ))}
    </ul>
  );
}
