import type { AdminDiscountCode } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { useDiscountCodes } from '#web/features/discounts/api/admin/get-discount-codes';
import { useSaveDiscountCode } from '#web/features/discounts/api/admin/save-discount-code';
import { useSetDiscountCodeActive } from '#web/features/discounts/api/admin/set-discount-code-active';
import { DiscountCodeForm } from '#web/features/discounts/components/admin/discount-code-form';
import { DiscountCodesTable } from '#web/features/discounts/components/admin/discount-codes-table';
import { notify } from '#web/lib/notify';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /admin/discount-codes: the codes shoppers type at checkout, their rules, uses and what they gave away. */
export default function AdminDiscountCodesScreen() {
  useDocumentTitle('Discount codes');
  const [page, setPage] = useState(0);
  const codes = useDiscountCodes(page, '');
  const save = useSaveDiscountCode();
  const toggle = useSetDiscountCodeActive();
  // The code being edited; 'new' while one is made; null with the form closed.
  const [editing, setEditing] = useState<AdminDiscountCode | 'new' | null>(null);
  const code = editing === 'new' ? undefined : (editing ?? undefined);

  const switchCode = async (c: AdminDiscountCode) => {
    try {
      const saved = await toggle.mutateAsync({ id: c.id, active: !c.active });
      notify('success', `${saved.code} switched ${saved.active ? 'on' : 'off'}`);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };

  return (
    <div className="flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Discount codes</h1>
          <p className="mt-1 max-w-2xl text-sm text-zinc-600">
            Codes shoppers type at checkout. Every rule is checked again as the order is placed; a cancelled or returned
            order gives its use back. Uses and money given away count the orders still standing.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>Make a code</Button>
      </div>
      <DiscountCodesTable
        page={page}
        query={codes}
        onPageChange={setPage}
        onEdit={setEditing}
        onToggle={(c) => void switchCode(c)}
        onCreate={() => setEditing('new')}
        busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={code ? `Edit ${code.code}` : 'Make a discount code'}
      >
        {editing !== null && (
          <DiscountCodeForm
            key={code?.id ?? 'new'}
            code={code}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              const saved = await save.mutateAsync({ id: code?.id, code: input });
              notify('success', `${saved.code} saved`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
