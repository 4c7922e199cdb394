import { CATEGORIES, formatINR, type AdminDiscountCode, type AdminPage } from '@kuber/shared';
import { Button } from '#web/components/ui/button';
import { DataTable, type Column } from '#web/components/ui/data-table';

const nameOf = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.label]));

/** What a code takes off: '15% off, at most ₹500' or '₹200 off'. */
export function discountText(code: AdminDiscountCode): string {
  if (code.kind === 'FLAT') return `${formatINR(code.value)} off`;
  return code.maxDiscount === null
    ? `${code.value}% off`
    : `${code.value}% off, at most ${formatINR(code.maxDiscount)}`;
}

/** Its rules in a line: the order it needs, the days, who, on what. */
function rulesText(code: AdminDiscountCode): string {
  const rules = [
    code.minOrder > 0 ? `orders of ${formatINR(code.minOrder)}+` : null,
    code.validFrom || code.validTo ? `${code.validFrom ?? 'now'} to ${code.validTo ?? 'no end'}` : null,
    code.maxUsesPerShopper !== null ? `${code.maxUsesPerShopper} per shopper` : null,
    code.firstOrderOnly ? 'first orders' : null,
    code.categories.length > 0 ? code.categories.map((s) => nameOf.get(s) ?? s).join(', ') : null,
  ].filter(Boolean);
  return rules.length ? rules.join(' · ') : 'Any order, any time';
}

const badge = (active: boolean) =>
  `rounded px-1.5 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-700'}`;

/** The codes with their uses and the money they gave away; each row's Edit and its switch on or off. */
export function DiscountCodesTable({
  page,
  query,
  onPageChange,
  onEdit,
  onToggle,
  onCreate,
  busyId,
}: {
  page: number;
  query: {
    data: AdminPage<AdminDiscountCode> | undefined;
    isPending: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  onPageChange: (page: number) => void;
  onEdit: (code: AdminDiscountCode) => void;
  onToggle: (code: AdminDiscountCode) => void;
  onCreate: () => void;
  busyId: number | null;
}) {
  const columns: Column<AdminDiscountCode>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (code) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold text-zinc-900">{code.code}</span>
          <span className={badge(code.active)}>{code.active ? 'Active' : 'Off'}</span>
        </span>
      ),
    },
    { id: 'discount', header: 'Discount', cell: discountText },
    { id: 'rules', header: 'Rules', cell: rulesText, hideBelow: 'lg', className: 'max-w-xs text-zinc-600' },
    {
      id: 'uses',
      header: 'Uses',
      align: 'end',
      cell: (code) => (
        <span className="tabular-nums">{code.maxUses === null ? code.uses : `${code.uses} of ${code.maxUses}`}</span>
      ),
    },
    {
      id: 'given',
      header: 'Given away',
      align: 'end',
      cell: (code) => <span className="tabular-nums">{formatINR(code.givenAway)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (code) => (
        <span className="inline-flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => onEdit(code)} aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            busy={busyId === code.id}
            onClick={() => onToggle(code)}
            aria-label={`${code.active ? 'Switch off' : 'Switch on'} ${code.code}`}
          >
            {code.active ? 'Switch off' : 'Switch on'}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label="Discount codes"
      columns={columns}
      rows={query.data?.items}
      rowKey={(code) => code.id}
      loading={query.isPending}
      refreshing={query.isPlaceholderData}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={{
        title: 'No discount codes yet',
        body: 'Make a code for a sale, a festival or a first order; shoppers type it at checkout.',
        action: <Button onClick={onCreate}>Make a code</Button>,
      }}
      paging={
        query.data && query.data.total > query.data.size
          ? { page, size: query.data.size, total: query.data.total, onPageChange }
          : undefined
      }
    />
  );
}
