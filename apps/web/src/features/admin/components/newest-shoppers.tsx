import type { AdminPage, User } from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';

const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/** The dashboard's 'Newest shoppers': a table on a laptop, a list on a phone. */
export function NewestShoppers({ query }: { query: UseQueryResult<AdminPage<User>> }) {
  return (
    <section aria-labelledby="newest-shoppers" className="rounded-xl border border-zinc-200 bg-white">
      <div className="flex items-baseline justify-between gap-3 border-b border-zinc-200 px-5 py-4">
        <h2 id="newest-shoppers" className="text-base font-bold text-zinc-900">
          Newest shoppers
        </h2>
        {query.isSuccess && <p className="text-xs text-zinc-600">{query.data.total.toLocaleString('en-IN')} in all</p>}
      </div>
      <Body query={query} />
    </section>
  );
}

function Body({ query }: { query: UseQueryResult<AdminPage<User>> }) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3 p-5" role="status" aria-label="Loading shoppers">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-5">
        <FormAlert>{query.error.message}</FormAlert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const users = query.data.items;
  if (users.length === 0) return <p className="p-5 text-sm text-zinc-600">No shoppers yet. New sign-ups will appear here.</p>;
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="text-xs tracking-wide text-zinc-600 uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">Name</th>
            <th scope="col" className="px-5 py-3 font-semibold">Email</th>
            <th scope="col" className="px-5 py-3 font-semibold">Phone</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Joined</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-5 py-3 font-medium text-zinc-900">{fullName(user)}</td>
              <td className="max-w-64 truncate px-5 py-3 text-zinc-700">{user.email}</td>
              <td className="px-5 py-3 text-zinc-700 tabular-nums">{user.phone}</td>
              <td className="px-5 py-3 text-right whitespace-nowrap text-zinc-700">{joined.format(new Date(user.createdAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-zinc-100 sm:hidden">
        {users.map((user) => (
          <li key={user.id} className="px-5 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-zinc-900">{fullName(user)}</span>
              <span className="shrink-0 text-xs text-zinc-600">{joined.format(new Date(user.createdAt))}</span>
            </div>
            <div className="mt-0.5 truncate text-zinc-700">{user.email}</div>
            <div className="text-zinc-700 tabular-nums">{user.phone}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
