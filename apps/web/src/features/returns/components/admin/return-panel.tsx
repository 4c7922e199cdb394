import {
  formatINR,
  PAYMENT_METHOD_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type ReturnStep,
} from '@kuber/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { controlStyles, Field } from '#web/components/ui/field';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { notify } from '#web/lib/notify';
import { useTakeReturnStep } from '#web/features/returns/api/admin/take-return-step';
import { ReturnSteps } from '../return-steps';
import { ReturnStatusChip } from './return-status-chip';

type Take = (step: ReturnStep, done: string) => void;

/** A request as the shop's owner works it: who, what and why, its steps, and the form of its next step. */
export function ReturnPanel({ request }: { request: AdminReturn }) {
  const take = useTakeReturnStep(request.id);
  const run: Take = (step, done) =>
    take.mutate(step, {
      onSuccess: () => notify('success', done),
      onError: (e) => notify('error', e.message),
    });
  const kind = request.kind === 'EXCHANGE' ? 'Exchange' : 'Return';
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-4">
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">
                {kind} #{request.id}
              </h1>
              <p className="mt-1 text-sm text-zinc-600">
                Order{' '}
                <Link to={`/admin/orders/${request.orderId}`} className="font-semibold text-accent hover:underline">
                  {request.orderNumber}
                </Link>{' '}
                · {PAYMENT_METHOD_LABELS[request.paymentMethod]}
              </p>
            </div>
            <ReturnStatusChip status={request.status} />
          </div>
          <ReturnSteps request={request} labelOf={(s) => RETURN_STATUS_LABELS[s]} />
          {request.rejectReason && (
            <p className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-800">Rejected: {request.rejectReason}</p>
          )}
        </Card>
        <Card title="Items">
          <ul className="divide-y divide-zinc-100">
            {request.items.map((i) => (
              <li key={i.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                <div className="w-14 shrink-0 overflow-hidden rounded-md bg-zinc-100">
                  <ResponsiveImage
                    src={i.image}
                    alt=""
                    sizes="56px"
                    width={600}
                    height={800}
                    className="aspect-[3/4] size-full object-cover"
                  />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-zinc-900">{i.name}</p>
                  <p className="text-zinc-600">
                    {[i.size && `Size ${i.size}`, i.color, `Qty ${i.quantity}`].filter(Boolean).join(' · ')}
                  </p>
                  <p className="mt-1 text-zinc-800">
                    <span className="font-semibold">{RETURN_REASON_LABELS[i.reason]}</span>
                    {i.comment && <> · “{i.comment}”</>}
                  </p>
                  {request.kind === 'EXCHANGE' && (
                    <p className="text-zinc-800">
                      Wants: {[i.exchangeSize && `Size ${i.exchangeSize}`, i.exchangeColor].filter(Boolean).join(' · ')}{' '}
                      (held)
                    </p>
                  )}
                  {(i.restocked > 0 || i.writtenOff > 0) && (
                    <p className="text-zinc-600">
                      Restocked {i.restocked} · written off {i.writtenOff}
                    </p>
                  )}
                  {i.photoUrl && (
                    <a href={i.photoUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
                      <img
                        src={i.photoUrl}
                        alt={`Shopper's photo of ${i.name}`}
                        width={96}
                        height={96}
                        className="size-24 rounded-md border border-zinc-200 object-cover"
                      />
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <div className="flex flex-col gap-4">
        <Card title="Next step">
          <NextStep key={request.version} request={request} run={run} busy={take.isPending} />
        </Card>
        <Card title="Shopper">
          <dl className="flex flex-col gap-1 text-sm">
            <dt className="sr-only">Name</dt>
            <dd className="font-semibold text-zinc-900">{request.customerName}</dd>
            <dt className="sr-only">Email</dt>
            <dd className="break-all text-zinc-700">{request.userEmail}</dd>
            <dt className="sr-only">Phone</dt>
            <dd className="text-zinc-700">{request.customerPhone}</dd>
            <dt className="mt-2 text-xs font-semibold text-zinc-600">Pickup from</dt>
            <dd className="text-zinc-700">{request.pickupAddress}</dd>
          </dl>
          {request.pickup && <ParcelLine label="Pickup" parcel={request.pickup} />}
          {request.replacement && <ParcelLine label="Replacement" parcel={request.replacement} />}
          {request.refundAmount != null && (
            <p className="mt-2 text-sm font-semibold text-emerald-800">
              Refunded {formatINR(request.refundAmount)}
              {request.storeCreditCode ? ` as store credit (${request.storeCreditCode})` : ''}
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}

function NextStep({ request, run, busy }: { request: AdminReturn; run: Take; busy: boolean }) {
  const version = request.version;
  const canReject = ['REQUESTED', 'APPROVED', 'PICKUP_SCHEDULED'].includes(request.status);
  let step: ReactNode;
  switch (request.status) {
    case 'REQUESTED':
      step = (
        <Button busy={busy} onClick={() => run({ step: 'approve', version }, 'Request approved')}>
          Approve
        </Button>
      );
      break;
    case 'APPROVED':
      step = (
        <>
          <CourierForm
            request={request}
            action="Schedule pickup"
            busy={busy}
            onSend={(courierId, awb) => run({ step: 'pickup', version, courierId, awb }, 'Pickup scheduled')}
          />
          <Button variant="secondary" busy={busy} onClick={() => run({ step: 'receive', version }, 'Marked received')}>
            Received without a pickup
          </Button>
        </>
      );
      break;
    case 'PICKUP_SCHEDULED':
      step = (
        <Button busy={busy} onClick={() => run({ step: 'receive', version }, 'Marked received')}>
          Mark received
        </Button>
      );
      break;
    case 'RECEIVED':
      step = <CheckForm request={request} busy={busy} run={run} />;
      break;
    case 'CHECKED':
      step =
        request.kind === 'RETURN' ? (
          <RefundForm request={request} busy={busy} run={run} />
        ) : (
          <CourierForm
            request={request}
            action="Ship replacement"
            busy={busy}
            onSend={(courierId, awb) => run({ step: 'shipExchange', version, courierId, awb }, 'Replacement shipped')}
          />
        );
      break;
    default:
      step = (
        <p className="text-sm text-zinc-600">
          Nothing left to do: this request is {RETURN_STATUS_LABELS[request.status].toLowerCase()}.
        </p>
      );
  }
  return (
    <div className="flex flex-col gap-4">
      {step}
      {canReject && <RejectForm version={version} busy={busy} run={run} />}
    </div>
  );
}

function CourierForm({
  request,
  action,
  busy,
  onSend,
}: {
  request: AdminReturn;
  action: string;
  busy: boolean;
  onSend: (courierId: number, awb: string) => void;
}) {
  const [courierId, setCourierId] = useState(String(request.couriers[0]?.id ?? ''));
  const [awb, setAwb] = useState('');
  if (request.couriers.length === 0)
    return <p className="text-sm text-amber-800">No couriers yet: add the shop’s couriers first.</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend(Number(courierId), awb.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <Field label="Courier">
        {(c) => (
          <select
            {...c}
            className={controlStyles(false, 'h-11')}
            value={courierId}
            onChange={(e) => setCourierId(e.target.value)}
          >
            {request.couriers.map((courier) => (
              <option key={courier.id} value={courier.id}>
                {courier.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="AWB number">
        {(c) => (
          <input
            {...c}
            className={controlStyles(false, 'h-11')}
            value={awb}
            onChange={(e) => setAwb(e.target.value)}
            required
          />
        )}
      </Field>
      <Button type="submit" busy={busy}>
        {action}
      </Button>
    </form>
  );
}

function CheckForm({ request, busy, run }: { request: AdminReturn; busy: boolean; run: Take }) {
  const [restocked, setRestocked] = useState<Record<number, number>>(
    Object.fromEntries(request.items.map((i) => [i.id, i.quantity])),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(
      {
        step: 'check',
        version: request.version,
        items: request.items.map((i) => ({
          id: i.id,
          restocked: restocked[i.id]!,
          writtenOff: i.quantity - restocked[i.id]!,
        })),
      },
      'Checked: stock updated',
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600">How many of each go back to stock; the rest are written off as damaged.</p>
      {request.items.map((i) => (
        <Field
          key={i.id}
          label={`${i.name}${i.size ? `, size ${i.size}` : ''}${i.color ? `, ${i.color}` : ''}: back to stock`}
          hint={`Written off: ${i.quantity - restocked[i.id]!} of ${i.quantity}`}
        >
          {(c) => (
            <select
              {...c}
              className={controlStyles(false, 'h-11')}
              value={restocked[i.id]}
              onChange={(e) => setRestocked({ ...restocked, [i.id]: Number(e.target.value) })}
            >
              {Array.from({ length: i.quantity + 1 }, (_, n) => i.quantity - n).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <Button type="submit" busy={busy}>
        Save check
      </Button>
    </form>
  );
}

function RefundForm({ request, busy, run }: { request: AdminReturn; busy: boolean; run: Take }) {
  const [reference, setReference] = useState('');
  const credit = request.refundTo === 'STORE_CREDIT';
  const needsReference = !credit && request.paymentMethod !== 'ONLINE';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(
      { step: 'refund', version: request.version, reference: reference.trim() || undefined },
      credit ? 'Store credit given' : 'Refunded',
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-zinc-700">
        {credit
          ? `A store-credit coupon of ${formatINR(request.refundDue)} for the shopper.`
          : request.paymentMethod === 'ONLINE'
            ? `${formatINR(request.refundDue)} back through the payment gateway.`
            : `Send ${formatINR(request.refundDue)} to the shopper (UPI or bank), then record its reference.`}
      </p>
      {needsReference && (
        <Field label="Refund reference (UTR)">
          {(c) => (
            <input
              {...c}
              className={controlStyles(false, 'h-11')}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              required
            />
          )}
        </Field>
      )}
      <Button type="submit" busy={busy}>
        {credit ? `Give ${formatINR(request.refundDue)} store credit` : `Refund ${formatINR(request.refundDue)}`}
      </Button>
    </form>
  );
}

function RejectForm({ version, busy, run }: { version: number; busy: boolean; run: Take }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reject…
      </Button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run({ step: 'reject', version, reason: reason.trim() }, 'Request rejected');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-zinc-200 pt-4">
      <Field label="Why (the shopper reads this)">
        {(c) => (
          <textarea
            {...c}
            rows={2}
            maxLength={300}
            className={controlStyles(false, 'py-2')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" busy={busy}>
        Reject request
      </Button>
    </form>
  );
}

function ParcelLine({ label, parcel }: { label: string; parcel: NonNullable<AdminReturn['pickup']> }) {
  return (
    <p className="mt-2 text-sm text-zinc-700">
      {label}: {parcel.courier}, AWB {parcel.awb}
      {parcel.trackingUrl && (
        <>
          {' · '}
          <a
            href={parcel.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-accent hover:underline"
          >
            Track
          </a>
        </>
      )}
    </p>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      {title && <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">{title}</h2>}
      {children}
    </section>
  );
}
