import { useEffect, useId, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { SearchIcon } from '#web/components/ui/icons';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { useReferralTree } from '#web/features/referrals/api/admin/get-referral-tree';
import { ReferralTree } from '#web/features/referrals/components/admin/referral-tree';
import { ApiError } from '#web/lib/api';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** The server's message when it gave one, else the screen's own. */
function failureText(error: Error): string {
  return error instanceof ApiError && error.status >= 400 ? error.message : 'Failed to load referral tree';
}

/** /admin/referrals: who brought in whom, searched by phone, opened level by level. */
export default function AdminReferralsScreen() {
  useDocumentTitle('Referrals');
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The search lives in the address, so a tree found can be reloaded or shared among the shop's admins.
  const phone = params.get('phone')?.trim() || undefined;
  // Someone opened from a tree is named by id: the tree shows no phone, not even in the address.
  const root = Number(params.get('root')) || undefined;
  const inputId = useId();
  const tree = useReferralTree({ phone, root });
  useEffect(() => {
    if (tree.error && isSecondFactorError(tree.error))
      void navigate('/admin', { replace: true, state: { from: location, secondFactor: true } });
  }, [tree.error, navigate, location]);

  const search = (value: string) =>
    setParams((p) => {
      p.delete('root');
      // The phone is sent only when it is not blank.
      if (value.trim()) p.set('phone', value.trim());
      else p.delete('phone');
      return p;
    });

  const openAsRoot = (userId: number) =>
    setParams((p) => {
      p.delete('phone');
      p.set('root', String(userId));
      return p;
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(String(new FormData(event.currentTarget).get('phone') ?? ''));
  };

  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Referral Tree (up to 6 levels)</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Who brought in whom. Open a shopper to see the people they referred; without a search the tree starts at the
          oldest account.
        </p>
      </div>
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Phone number
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            width={18}
            height={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-500"
          />
          {/* Keyed by the search: opening someone's tree from a node empties the box. */}
          <input
            key={`${phone ?? ''}:${root ?? ''}`}
            id={inputId}
            name="phone"
            type="search"
            inputMode="tel"
            defaultValue={phone ?? ''}
            placeholder="Search by phone number"
            className="h-11 w-full rounded-md border border-zinc-300 bg-white pr-3 pl-9 text-base text-zinc-900 placeholder:text-zinc-500 sm:text-sm"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <section aria-live="polite" className="rounded-xl border border-zinc-200 bg-zinc-50/60 p-3 sm:p-4">
        {tree.isPending ? (
          <p role="status" className="text-sm text-zinc-600">
            Loading...
          </p>
        ) : tree.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureText(tree.error)}
          </p>
        ) : tree.data ? (
          <ReferralTree key={tree.data.id} root={tree.data} onOpenAsRoot={openAsRoot} />
        ) : (
          <p className="text-sm text-zinc-600">No data</p>
        )}
      </section>
    </div>
  );
}
