import { ROLES, type AdminUser, type Role } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Switch } from '#web/components/ui/switch';
import { notify } from '#web/lib/notify';
import { useDeleteUser } from '#web/features/users/api/admin/delete-user';
import { useUpdateUserRole } from '#web/features/users/api/admin/update-user-role';
import { useUpdateUserStatus } from '#web/features/users/api/admin/update-user-status';

const fail = (error: Error) => notify('error', error.message);

/**
 * Why a control is off: nobody changes their own account here (the API refuses it too),
 * and a deleted account stays as it is.
 */
function lockedReason(user: AdminUser, selfId: number): string | undefined {
  if (user.id === selfId) return 'This is you: another admin must change your account';
  if (user.deletedAt) return 'This account was deleted';
  return undefined;
}

/**
 * Enabled or disabled, after asking: a disabled shopper is signed out at their next request,
 * and one enabled again can log in; neither should follow from a stray tap on a phone.
 */
export function UserStatusSwitch({ user, selfId }: { user: AdminUser; selfId: number }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateUserStatus();
  const locked = lockedReason(user, selfId);
  const name = user.fullName || user.email;
  const enabling = !user.enabled;
  return (
    <>
      <span className="inline-flex items-center gap-2" title={locked}>
        <Switch
          checked={user.enabled}
          disabled={Boolean(locked) || update.isPending}
          aria-label={`${name}: account enabled`}
          onChange={() => setAsking(true)}
        />
        <span className="text-xs text-zinc-600">{user.enabled ? 'Enabled' : 'Disabled'}</span>
      </span>
      <ConfirmDialog
        open={asking}
        title={`${enabling ? 'Enable' : 'Disable'} ${name}?`}
        confirmLabel={enabling ? 'Enable account' : 'Disable account'}
        dismissLabel={enabling ? 'Keep it disabled' : 'Keep it enabled'}
        busy={update.isPending}
        busyText={enabling ? 'Enabling...' : 'Disabling...'}
        onConfirm={() =>
          update.mutate(
            { id: user.id, enabled: enabling },
            {
              onSuccess: () => notify('success', `${name} is ${enabling ? 'enabled' : 'disabled'}`),
              onError: fail,
              onSettled: () => setAsking(false),
            },
          )
        }
        onClose={() => setAsking(false)}
      >
        {enabling ? (
          <>
            {name} ({user.email}) can log in again and shop as before.
          </>
        ) : (
          <>
            {name} ({user.email}) is signed out at their next request and can&apos;t log in until an admin enables the
            account again. Their orders and coupons are kept.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** What each role may do, as the confirmation says it. */
const ROLE_CHANGE: Record<Role, { noun: string; confirm: string; dismiss: string; says: string }> = {
  ADMIN: {
    noun: 'an admin',
    confirm: 'Make admin',
    dismiss: 'Keep as shopper',
    says: 'They can open the admin area: every customer’s details and orders, the products, and other accounts, yours included.',
  },
  USER: {
    noun: 'a shopper',
    confirm: 'Make shopper',
    dismiss: 'Keep as admin',
    says: 'They can no longer open the admin area; they keep their account, orders and coupons as a shopper.',
  },
};

/** The role, changed only once the admin confirms the person and the new role: one tap could otherwise hand a shopper the admin area. */
export function UserRoleSelect({ user, selfId }: { user: AdminUser; selfId: number }) {
  const [asked, setAsked] = useState<Role | null>(null);
  const update = useUpdateUserRole();
  const locked = lockedReason(user, selfId);
  const name = user.fullName || user.email;
  const change = asked && ROLE_CHANGE[asked];
  return (
    <>
      <select
        aria-label={`${name}: role`}
        title={locked}
        // Stays at the account's role until the change is confirmed and made.
        value={user.role}
        disabled={Boolean(locked) || update.isPending}
        onChange={(event) => setAsked(event.target.value as Role)}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 disabled:opacity-60"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asked !== null}
        title={change ? `Make ${name} ${change.noun}?` : ''}
        confirmLabel={change?.confirm ?? ''}
        dismissLabel={change?.dismiss ?? ''}
        busy={update.isPending}
        busyText="Saving..."
        onConfirm={() =>
          asked &&
          update.mutate(
            { id: user.id, role: asked },
            {
              onSuccess: () => notify('success', `${name} is now ${ROLE_CHANGE[asked].noun}`),
              onError: fail,
              onSettled: () => setAsked(null),
            },
          )
        }
        onClose={() => setAsked(null)}
      >
        {change && (
          <>
            <p>
              The role of {name} ({user.email}) changes from {user.role} to {asked}.
            </p>
            <p className="mt-2">{change.says}</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** Delete, after saying what happens: an account with orders is anonymised rather than removed. */
export function DeleteUserButton({
  user,
  selfId,
  onDeleted,
}: {
  user: AdminUser;
  selfId: number;
  onDeleted?: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteUser();
  const locked = lockedReason(user, selfId);
  const name = user.fullName || user.email;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-accent"
        disabled={Boolean(locked)}
        title={locked}
        aria-label={`Delete ${name}`}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Delete ${name}?`}
        confirmLabel="Delete account"
        dismissLabel="Keep the account"
        busy={remove.isPending}
        busyText="Deleting..."
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: (answer) => {
              setAsking(false);
              notify('success', answer.message);
              onDeleted?.();
            },
            onError: (error) => {
              setAsking(false);
              fail(error);
            },
          })
        }
        onClose={() => setAsking(false)}
      >
        {user.orderCount > 0 ? (
          <>
            {name} has {user.orderCount === 1 ? 'an order' : `${user.orderCount} orders`}, which the shop keeps. Their
            name, email and phone number are removed, the account is disabled and they are signed out. This can&apos;t
            be undone.
          </>
        ) : (
          <>
            The account of {name} ({user.email}) is removed, and they are signed out. This can&apos;t be undone.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
