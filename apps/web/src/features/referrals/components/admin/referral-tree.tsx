import { REFERRAL_LEVELS, type ReferralNode, type ReferralTreeNode } from '@kuber/shared';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ChevronRightIcon } from '#web/components/ui/icons';
import { useReferralChildren } from '#web/features/referrals/api/admin/get-referral-children';
import { useDates } from '#web/i18n/use-dates';
import { ActivityBadge } from '../referrals-table';

const count = new Intl.NumberFormat('en-IN');

interface TreeProps {
  root: ReferralNode;
  /** Shows the tree of someone deeper than the six levels shown (by their id: the tree never shows a phone). */
  onOpenAsRoot: (userId: number) => void;
}

/**
 * The admin's referral tree, six levels down as the answer nests it: the root open, every other
 * shopper collapsed until opened. A shopper whose referrals did not come with the tree (a very
 * wide level) has them fetched when opened; 'Show more' fetches the next page.
 */
export function ReferralTree({ root, onOpenAsRoot }: TreeProps) {
  return (
    <ul aria-label="Referral tree" className="text-sm">
      <TreeNode node={root} depth={0} onOpenAsRoot={onOpenAsRoot} />
    </ul>
  );
}

interface TreeNodeProps {
  node: ReferralTreeNode;
  depth: number;
  onOpenAsRoot: (userId: number) => void;
}

function TreeNode({ node, depth, onOpenAsRoot }: TreeNodeProps) {
  const dates = useDates();
  const [open, setOpen] = useState(depth === 0);
  const childrenId = useId();
  const hasReferrals = node.totalReferrals > 0;
  const canOpen = hasReferrals && depth < REFERRAL_LEVELS;
  return (
    // Narrow steps on a phone, so six levels still leave each card room.
    <li className={depth > 0 ? 'border-l border-zinc-200 pl-1.5 sm:pl-5' : ''}>
      <div className="flex items-start gap-1 py-1.5 sm:gap-2 sm:py-2">
        {canOpen ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? childrenId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} the referrals of ${node.masked}`}
            onClick={() => setOpen((o) => !o)}
            className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100"
          >
            <ChevronRightIcon width={16} height={16} className={`transition-transform ${open ? 'rotate-90' : ''}`} />
          </button>
        ) : (
          <span aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
        )}
        <div className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-white px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono font-semibold text-zinc-900">{node.masked}</span>
            <ActivityBadge status={node.status} />
          </div>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-zinc-600">
            <span>Coupons: {count.format(node.coupons)}</span>
            {node.pendingCoupons > 0 && (
              <span className="font-semibold text-amber-800">Pending: {count.format(node.pendingCoupons)}</span>
            )}
            <span>Referrals: {count.format(node.totalReferrals)}</span>
            <span>Joined {dates.day(node.signupDate)}</span>
          </div>
          {hasReferrals && !canOpen && (
            <button
              type="button"
              onClick={() => onOpenAsRoot(node.id)}
              className="mt-1 text-left text-xs font-semibold text-accent hover:text-accent-strong"
            >
              Show their referral tree
            </button>
          )}
        </div>
      </div>
      {canOpen && open && (
        <div id={childrenId}>
          <Children
            parent={node}
            depth={depth + 1}
            loaded={node.children.length > 0 ? node.children : undefined}
            onOpenAsRoot={onOpenAsRoot}
          />
        </div>
      )}
    </li>
  );
}

/** A node's referrals: as the tree gave them (their first page), or fetched on opening, with 'Show more' for the next page. */
function Children({
  parent,
  depth,
  loaded,
  onOpenAsRoot,
}: {
  parent: ReferralTreeNode;
  depth: number;
  loaded?: ReferralTreeNode[];
  onOpenAsRoot: (userId: number) => void;
}) {
  const [wantMore, setWantMore] = useState(false);
  // Pages after the one the tree came with; for a node that came without its referrals, from the first page.
  const query = useReferralChildren(parent.id, loaded ? 1 : 0, !loaded || wantMore);
  const fetched = query.data?.pages.flatMap((page) => page.items.map((item) => ({ ...item, children: [] }))) ?? [];
  const shown = [...(loaded ?? []), ...fetched];
  const waiting = (!loaded || wantMore) && query.isPending;
  const more = parent.totalReferrals - shown.length;
  return (
    <ul className="ml-2 sm:ml-3.5">
      {shown.map((child) => (
        <TreeNode key={child.id} node={child} depth={depth} onOpenAsRoot={onOpenAsRoot} />
      ))}
      {waiting && (
        <li role="status" className="py-2 pl-5 text-zinc-600">
          Loading...
        </li>
      )}
      {query.error && (
        <li role="alert" className="py-2 pl-5 text-red-700">
          {query.error.message || 'Failed to load referral tree'}{' '}
          <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
            Try again
          </button>
        </li>
      )}
      {!waiting && !query.error && more > 0 && (
        <li className="py-2 pl-5">
          <Button
            variant="secondary"
            size="sm"
            busy={query.isFetchingNextPage}
            busyText="Loading..."
            onClick={() => (loaded && !wantMore ? setWantMore(true) : void query.fetchNextPage())}
          >
            Show more ({count.format(more)} more)
          </Button>
        </li>
      )}
    </ul>
  );
}
