import { ROLES, type AdminPage, type AdminUser } from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type Column, emptyOf, pagingOf, tableStateOf } from '#web/components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '#web/components/ui/filter-bar';
import type { FilterDef, ListParams, ListSpec } from '#web/lib/use-list-params';
import { DeleteUserButton, UserRoleSelect, UserStatusSwitch } from './user-actions';

/** The list's view in the URL: ?q=&role=&page=&size=. */
export const ADMIN_USER_LIST = {
  filters: { q: { kind: 'text' }, role: { kind: 'choice', options: ROLES } },
  pageSizes: [10, 20, 50],
} as const satisfies ListSpec<Record<string, FilterDef>, never>;

type UserList = ListParams<typeof ADMIN_USER_LIST.filters>;

const joined = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function UserBadges({ user, selfId }: { user: AdminUser; selfId: number }) {
  const badge = 'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold';
  return (
    <>
      {user.id === selfId && <span className={`${badge} bg-zinc-900 text-white`}>You</span>}
      {user.deletedAt ? (
        <span className={`${badge} bg-red-50 text-red-800`}>Deleted</span>
      ) : (
        !user.enabled && <span className={`${badge} bg-zinc-100 text-zinc-700`}>Disabled</span>
      )}
    </>
  );
}

function columns(selfId: number): Column<AdminUser>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (user) => (
        <span className="flex min-w-0 items-center gap-2">
          <Link to={`/admin/users/${user.id}`} className="truncate font-semibold text-accent hover:underline">
            {user.fullName || '—'}
          </Link>
          <UserBadges user={user} selfId={selfId} />
        </span>
      ),
      className: 'max-w-64',
    },
    // A deleted account's email and phone are placeholders that only keep them unique: not worth reading.
    {
      id: 'email',
      header: 'Email',
      cell: (user) => (user.deletedAt ? '—' : user.email),
      className: 'max-w-56 truncate',
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: (user) => (user.deletedAt ? '—' : user.phone),
      hideBelow: 'lg',
      className: 'tabular-nums',
    },
    {
      id: 'orders',
      header: 'Orders',
      cell: (user) => user.orderCount,
      align: 'end',
      hideBelow: 'md',
      className: 'tabular-nums',
    },
    {
      id: 'joined',
      header: 'Joined',
      cell: (user) => joined.format(new Date(user.createdAt)),
      hideBelow: 'lg',
      className: 'whitespace-nowrap',
    },
    { id: 'role', header: 'Role', cell: (user) => <UserRoleSelect user={user} selfId={selfId} /> },
    { id: 'status', header: 'Status', cell: (user) => <UserStatusSwitch user={user} selfId={selfId} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => <DeleteUserButton user={user} selfId={selfId} />,
      align: 'end',
    },
  ];
}

/** Every account, newest first: search and role in the URL; enable, role and delete from each row. */
export function AdminUsersTable({
  list,
  query,
  selfId,
}: {
  list: UserList;
  query: UseQueryResult<AdminPage<AdminUser>>;
  selfId: number;
}) {
  return (
    <section aria-label="Users" className="rounded-xl border border-zinc-200 bg-white">
      <div className="border-b border-zinc-200 px-4 py-4 sm:px-5">
        <FilterBar onClear={list.isFiltered ? list.clearFilters : undefined}>
          <SearchFilter
            label="Search users"
            placeholder="Name, email or phone"
            value={list.filters.q ?? ''}
            onChange={(q) => list.setFilter('q', q)}
          />
          <SelectFilter
            label="Role"
            allLabel="All"
            value={list.filters.role}
            onChange={(role) => list.setFilter('role', role)}
            options={ROLES.map((role) => ({ value: role, label: role }))}
          />
        </FilterBar>
      </div>
      <DataTable
        label="Users"
        columns={columns(selfId)}
        rows={query.data?.items}
        rowKey={(user) => user.id}
        {...tableStateOf(query)}
        empty={emptyOf(
          list,
          { title: 'No users match', body: 'Try another name, email or phone number.' },
          { title: 'No users yet' },
        )}
        paging={pagingOf(list, query.data, ADMIN_USER_LIST.pageSizes)}
      />
    </section>
  );
}
