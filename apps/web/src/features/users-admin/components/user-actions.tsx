import { ROLES, type AdminUser, type Role } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';

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

/** Enabled or disabled; a disabled shopper is signed out at their next request. */
export function UserStatusSwitch({ user, selfId }: { user: AdminUser; selfId: number }) {
  const update = useUpdateUserStatus();
  const locked = lockedReason(user, selfId);
  const name = user.fullName || user.email;
  return (
    <span className="inline-flex items-center gap-2" title={locked}>
      <Switch
        checked={user.enabled}
        disabled={Boolean(locked) || update.isPending}
        aria-label={`${name}: account enabled`}
        onChange={(enabled) =>
          update.mutate({ id: user.id, enabled }, { onSuccess: () => notify('success', `${name} is ${enabled ? 'enabled' : 'disabled'}`), onError: fail })
        }
      />
      <span className="text-xs text-zinc-600">{user.enabled ? 'Enabled' : 'Disabled'}</span>
    </span>
  );
}

export function UserRoleSelect({ user, selfId }: { user: AdminUser; selfId: number }) {
  const update = useUpdateUserRole();
  const locked = lockedReason(user, selfId);
  const name = user.fullName || user.email;
  return (
    <select
      aria-label={`${name}: role`}
      title={locked}
      value={user.role}
      disabled={Boolean(locked) || update.isPending}
      onChange={(event) => {
        const role = event.target.value as Role;
        update.mutate({ id: user.id, role }, { onSuccess: () => notify('success', `${name} is now ${role === 'ADMIN' ? 'an admin' : 'a shopper'}`), onError: fail });
      }}
      className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 disabled:opacity-60"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  );
}

/** Delete, after saying what happens: an account with orders is anonymised rather than removed. */
export function DeleteUserButton({ user, selfId, onDeleted }: { user: AdminUser; selfId: number; onDeleted?: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteUser();
  const locked = lockedReason(user, selfId);
  const name = user.fullName || user.email;
  return (
    <>
      <Button variant="ghost" size="sm" className="text-accent" disabled={Boolean(locked)} title={locked} aria-label={`Delete ${name}`} onClick={() => setAsking(true)}>
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
            {name} has {user.orderCount === 1 ? 'an order' : `${user.orderCount} orders`}, which the shop keeps. Their name, email and phone number are removed, the
            account is disabled and they are signed out. This can&apos;t be undone.
          </>
        ) : (
          <>The account of {name} ({user.email}) is removed, and they are signed out. This can&apos;t be undone.</>
        )}
      </ConfirmDialog>
    </>
  );
}
