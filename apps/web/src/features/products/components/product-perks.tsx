import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';

const PERKS = [
  { icon: TruckIcon, title: 'Free Shipping', note: 'On every order' },
  { icon: ReturnIcon, title: '30-Day Returns', note: 'Easy pick-up' },
  { icon: ShieldIcon, title: '2-Year Warranty', note: 'Quality assured' },
];

export function ProductPerks() {
  return (
    <ul className="grid grid-cols-3 gap-2 rounded-lg bg-zinc-50 p-3">
      {PERKS.map(({ icon: Icon, title, note }) => (
        <li key={title} className="flex flex-col items-center gap-1 text-center">
          <Icon className="text-zinc-800" />
          <span className="text-xs font-semibold text-zinc-900">{title}</span>
          <span className="text-[11px] text-zinc-600">{note}</span>
        </li>
      ))}
    </ul>
  );
}
