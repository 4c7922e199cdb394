import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_ITEM_WEIGHT_GRAMS,
  ORDER_STATUS_LABELS,
  toRupees,
  trackingUrl,
  type AdminShipment,
  type BulkShipResult,
  type OrderNoteCode,
  type OrderShipments,
  type Shipment,
  type TrackedOrder,
  type bulkShipSchema,
  type packShipmentSchema,
  type shipShipmentSchema,
  type trackOrderSchema,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { orderItems, orders, orderStatusHistory, shipmentItems, shipments, users } from '#api/db/schema.js';
import { AppError, conflict, notFound } from '#api/lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { OrderMailSettings } from '../mail/order-mails.js';
import { parcelShippedMail } from '../mail/shipment-mails.js';
import { CLOSED_STATUSES, type OrdersService } from '../orders/orders.service.js';
import { CouriersService } from './couriers.service.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
type Actor = { id: number; name: string };
/** A parcel's line with the order line it carries. */
type CarriedLine = { shipmentId: number; quantity: number; item: ItemRow };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const itemLabel = (i: ItemRow) => [i.productName, i.size && `size ${i.size}`, i.color].filter(Boolean).join(', ');
const TRACK_NOT_FOUND = 'We could not find an order with that number and phone number or email';

/** An order's parcels and what they carry, read together. */
interface Parcels {
  items: ItemRow[];
  rows: ShipmentRow[];
  lines: CarriedLine[];
}

/** How many of each order line the order's parcels carry. */
function packedByLine(lines: CarriedLine[]): Map<number, number> {
  const packed = new Map<number, number>();
  for (const l of lines) packed.set(l.item.id, (packed.get(l.item.id) ?? 0) + l.quantity);
  return packed;
}

function toShipment(row: ShipmentRow, lines: CarriedLine[]): Shipment {
  return {
    id: row.id,
    status: row.status,
    courierName: row.courierName,
    awb: row.awb,
    trackingUrl: row.trackingUrl,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    items: lines
      .filter((l) => l.shipmentId === row.id)
      .map(({ item, quantity }) => ({
        orderItemId: item.id,
        name: item.productName,
        nameHi: item.productNameHi,
        image: item.productImage,
        size: item.size,
        color: item.color,
        quantity,
      })),
  };
}

const toAdminShipment = (row: ShipmentRow, lines: CarriedLine[]): AdminShipment => ({
  ...toShipment(row, lines),
  courierId: row.courierId,
  weightGrams: row.weightGrams,
  createdAt: row.createdAt.toISOString(),
});

/** A 10-digit Indian mobile number from what a person typed (+91, 0, spaces and dashes allowed). */
const mobileDigits = (text: string) => text.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');

/** The order can take no parcel: it is closed, or its online payment has not come. */
function refuseShipping(row: OrderRow): void {
  if (CLOSED_STATUSES.includes(row.status))
    throw conflict(
      `Order ${row.orderNumber} is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}: it cannot be shipped`,
    );
  if ((row.paymentMethod === 'UPI' || row.paymentMethod === 'ONLINE') && row.paymentStatus === 'PENDING')
    throw conflict(`Order ${row.orderNumber} is not paid yet: it cannot be shipped`);
}

/**
 * An order's parcels: packed from some of its lines, handed to a courier under an AWB number
 * (the order moves to SHIPPED with the first, through the orders service's status change, and
 * the shopper is mailed the link), delivered one by one (the order is DELIVERED when all of it
 * is). Every write locks the order's row first, so two admins packing the same lines at once
 * are taken in turn and never pack more than was ordered. Also what many orders need at once
 * (shipped, a courier's CSV, their papers), and an order tracked without logging in.
 */
export class ShipmentsService {
  constructor(
    private readonly db: Db,
    private readonly settings: {
      orders: OrdersService;
      mailer: Mailer;
      mails: OrderMailSettings;
    },
  ) {}

  private async parcelsOf(db: Db | Tx, orderId: number): Promise<Parcels> {
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const rows = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
    const carried = rows.length
      ? await db
          .select()
          .from(shipmentItems)
          .where(
            inArray(
              shipmentItems.shipmentId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const byId = new Map(items.map((i) => [i.id, i]));
    const lines = carried
      .filter((c) => byId.has(c.orderItemId))
      .map((c) => ({ shipmentId: c.shipmentId, quantity: c.quantity, item: byId.get(c.orderItemId)! }))
      .sort((a, b) => a.item.id - b.item.id);
    return { items, rows, lines };
  }

  private async answer(db: Db | Tx, row: OrderRow): Promise<OrderShipments> {
    const { items, rows, lines } = await this.parcelsOf(db, row.id);
    const packed = packedByLine(lines);
    const left = items.some((i) => i.quantity > (packed.get(i.id) ?? 0));
    return {
      orderId: row.id,
      canPack: left && !CLOSED_STATUSES.includes(row.status),
      lines: items.map((i) => ({
        orderItemId: i.id,
        name: i.productName,
        size: i.size,
        color: i.color,
        image: i.productImage,
        ordered: i.quantity,
        packed: packed.get(i.id) ?? 0,
      })),
      shipments: rows.map((r) => toAdminShipment(r, lines)),
    };
  }

  /** An order's parcels as its owners see them, with what is left to pack. */
  async forOrder(orderId: number): Promise<OrderShipments> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('Order not found');
    return this.answer(this.db, row);
  }

  /** The parcels of one of the shopper's own orders; another's answers 404. */
  async forShopper(userId: number, orderId: number): Promise<Shipment[]> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    const { rows, lines } = await this.parcelsOf(this.db, orderId);
    return rows.map((r) => toShipment(r, lines));
  }

  /** Packs lines of an order into a parcel: never more of a line than ordered less what its other parcels hold. */
  async pack(adminId: number, orderId: number, input: z.output<typeof packShipmentSchema>): Promise<OrderShipments> {
    return this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      await this.packIn(tx, row, input.items, { ...input, by: await actorOf(tx, adminId) });
      return this.answer(tx, await lockOrder(tx, orderId));
    });
  }

  private async packIn(
    tx: Tx,
    row: OrderRow,
    wanted: { orderItemId: number; quantity: number }[],
    parcel: { courierId?: number; awb?: string; weightGrams?: number; by: Actor },
  ): Promise<ShipmentRow> {
    refuseShipping(row);
    const { items, lines } = await this.parcelsOf(tx, row.id);
    const packed = packedByLine(lines);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const w of wanted) {
      const item = byId.get(w.orderItemId);
      if (!item) throw notFound(`Order ${row.orderNumber} has no line ${w.orderItemId}`);
      const left = item.quantity - (packed.get(item.id) ?? 0);
      if (w.quantity > left)
        throw conflict(
          left === 0
            ? `${itemLabel(item)} is packed already`
            : `${itemLabel(item)}: only ${left} left to pack, ${w.quantity} asked`,
        );
    }
    const courier = parcel.courierId ? await CouriersService.usable(tx, parcel.courierId) : null;
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId: row.id,
        courierId: courier?.id ?? null,
        courierName: courier?.name ?? null,
        awb: parcel.awb ?? null,
        trackingUrl: courier && parcel.awb ? trackingUrl(courier.trackingUrlPattern, parcel.awb) : null,
        weightGrams: parcel.weightGrams ?? null,
        createdById: parcel.by.id,
      })
      .returning();
    await tx
      .insert(shipmentItems)
      .values(wanted.map((w) => ({ shipmentId: shipment!.id, orderItemId: w.orderItemId, quantity: w.quantity })));
    const count = wanted.reduce((s, w) => s + w.quantity, 0);
    await noteStep(tx, row, parcel.by, 'parcelPacked', `Parcel ${shipment!.id} packed: ${count} item(s)`);
    return shipment!;
  }

  /**
   * Hands a packed parcel to its courier: the courier and AWB are required by now (given here or
   * when packed). The order's first parcel moves it to SHIPPED; the shopper is mailed the link.
   */
  async ship(adminId: number, shipmentId: number, input: z.output<typeof shipShipmentSchema>): Promise<OrderShipments> {
    const answer = await this.db.transaction(async (tx) => {
      const { row, shipment } = await lockShipment(tx, shipmentId);
      await this.shipIn(tx, row, shipment, input, await actorOf(tx, adminId));
      return this.answer(tx, await lockOrder(tx, row.id));
    });
    this.settings.mailer.kick();
    return answer;
  }

  private async shipIn(
    tx: Tx,
    row: OrderRow,
    shipment: ShipmentRow,
    input: { courierId?: number; awb?: string; weightGrams?: number },
    by: Actor,
  ): Promise<void> {
    refuseShipping(row);
    if (shipment.status !== 'PACKED')
      throw conflict(`Parcel ${shipment.id} is ${shipment.status.toLowerCase()} already`);
    const courierId = input.courierId ?? shipment.courierId;
    const awb = input.awb ?? shipment.awb;
    if (!courierId) throw conflict('Please choose the courier before shipping the parcel');
    if (!awb) throw conflict('Please enter the AWB number before shipping the parcel');
    const courier = await CouriersService.usable(tx, courierId);
    const now = new Date();
    const [shipped] = await tx
      .update(shipments)
      .set({
        status: 'SHIPPED',
        courierId: courier.id,
        courierName: courier.name,
        awb,
        trackingUrl: trackingUrl(courier.trackingUrlPattern, awb),
        weightGrams: input.weightGrams ?? shipment.weightGrams,
        shippedAt: now,
      })
      .where(eq(shipments.id, shipment.id))
      .returning();
    const note = {
      note: `Parcel ${shipment.id} shipped with ${courier.name}, AWB ${awb}`,
      noteCode: 'parcelShipped' as const,
    };
    // The first parcel shipped moves the order, through the one status change (history, version, documents).
    if (row.status === 'PENDING' || row.status === 'CONFIRMED' || row.status === 'PROCESSING')
      await this.settings.orders.changeStatus(tx, row, 'SHIPPED', by, note, undefined, false);
    else await noteStep(tx, row, by, note.noteCode, note.note);
    const { lines } = await this.parcelsOf(tx, row.id);
    await this.tellShopper(tx, row, toShipment(shipped!, lines));
  }

  /** The parcel's mail to the shopper, unless their account was deleted (they asked to hear no more). */
  private async tellShopper(tx: Tx, row: OrderRow, parcel: Shipment): Promise<void> {
    if (row.userId == null) return;
    const [owner] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, row.userId));
    if (!owner || owner.deletedAt) return;
    const mail = parcelShippedMail(
      { id: row.id, orderNumber: row.orderNumber, fullName: row.shipFullName },
      parcel,
      row.userEmail,
      this.settings.mails,
      row.locale === 'hi' ? 'hi' : 'en',
    );
    await this.settings.mailer.enqueue(tx, mail);
  }

  /**
   * A shipped parcel delivered. When every line is, all of it shipped and every parcel delivered,
   * the order becomes DELIVERED (its delivered time stamped; cash on delivery marked paid).
   */
  async deliver(adminId: number, shipmentId: number): Promise<OrderShipments> {
    const answer = await this.db.transaction(async (tx) => {
      const { row, shipment } = await lockShipment(tx, shipmentId);
      if (shipment.status === 'PACKED') throw conflict(`Parcel ${shipment.id} has not been shipped yet`);
      if (shipment.status === 'DELIVERED') throw conflict(`Parcel ${shipment.id} is delivered already`);
      const by = await actorOf(tx, adminId);
      await tx
        .update(shipments)
        .set({ status: 'DELIVERED', deliveredAt: new Date() })
        .where(eq(shipments.id, shipment.id));
      await noteStep(tx, row, by, 'parcelDelivered', `Parcel ${shipment.id} delivered`);
      const { items, rows, lines } = await this.parcelsOf(tx, row.id);
      const delivered = packedByLine(
        lines.filter((l) => rows.find((r) => r.id === l.shipmentId)?.status === 'DELIVERED'),
      );
      const all = items.every((i) => (delivered.get(i.id) ?? 0) >= i.quantity);
      const now = await lockOrder(tx, row.id);
      if (all && now.status !== 'DELIVERED' && !CLOSED_STATUSES.includes(now.status))
        await this.settings.orders.changeStatus(tx, now, 'DELIVERED', by);
      return this.answer(tx, await lockOrder(tx, row.id));
    });
    this.settings.mailer.kick();
    return answer;
  }

  /** A packed parcel unpacked (its lines may be packed again); a parcel shipped stays on record. */
  async remove(shipmentId: number): Promise<OrderShipments> {
    return this.db.transaction(async (tx) => {
      const { row, shipment } = await lockShipment(tx, shipmentId);
      if (shipment.status !== 'PACKED')
        throw conflict(`Parcel ${shipment.id} is ${shipment.status.toLowerCase()}: it cannot be removed`);
      await tx.delete(shipments).where(eq(shipments.id, shipment.id));
      return this.answer(tx, row);
    });
  }

  /**
   * Many orders shipped at once, each in a transaction of its own: an order's lines left to pack go
   * in one parcel with its courier and AWB and are shipped (or its one packed parcel is). An order
   * that cannot be is reported with why; the others are shipped all the same.
   */
  async bulkShip(adminId: number, input: z.output<typeof bulkShipSchema>): Promise<BulkShipResult> {
    const result: BulkShipResult = { shipped: [], refused: [] };
    for (const entry of input.orders) {
      try {
        const shipped = await this.db.transaction(async (tx) => {
          const row = await lockOrder(tx, entry.orderId);
          const by = await actorOf(tx, adminId);
          const { items, rows, lines } = await this.parcelsOf(tx, row.id);
          const packed = packedByLine(lines);
          const left = items
            .map((i) => ({ orderItemId: i.id, quantity: i.quantity - (packed.get(i.id) ?? 0) }))
            .filter((l) => l.quantity > 0);
          const waiting = rows.filter((r) => r.status === 'PACKED');
          refuseShipping(row);
          let parcel: ShipmentRow;
          if (left.length && !waiting.length) parcel = await this.packIn(tx, row, left, { by });
          else if (!left.length && waiting.length === 1) parcel = waiting[0]!;
          else if (!left.length && !waiting.length) throw conflict(`Order ${row.orderNumber} is shipped already`);
          else throw conflict(`Order ${row.orderNumber} has parcels packed apart: ship them from its page`);
          await this.shipIn(tx, await lockOrder(tx, row.id), parcel, entry, by);
          return { orderId: row.id, orderNumber: row.orderNumber, shipmentId: parcel.id };
        });
        result.shipped.push(shipped);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        const [known] = await this.db
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, entry.orderId));
        result.refused.push({ orderId: entry.orderId, orderNumber: known?.orderNumber ?? null, reason: err.message });
      }
    }
    this.settings.mailer.kick();
    return result;
  }

  /** The orders asked for, in the order asked; an id that names none refuses the lot (404 naming it). */
  async ordersFor(ids: number[]): Promise<{ order: OrderRow; parcels: Parcels }[]> {
    const rows = await this.db.select().from(orders).where(inArray(orders.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw notFound(`Order not found: ${missing.join(', ')}`);
    const list = [];
    for (const id of ids) list.push({ order: byId.get(id)!, parcels: await this.parcelsOf(this.db, id) });
    return list;
  }

  /**
   * An order tracked without logging in: its number and the phone or email it was placed with.
   * A wrong pair answers as an unknown number does, so it tells nothing about the order.
   */
  async track(input: z.output<typeof trackOrderSchema>): Promise<TrackedOrder> {
    const [row] = await this.db.select().from(orders).where(eq(orders.orderNumber, input.orderNumber));
    const contact = input.contact.trim();
    const matches =
      row &&
      (contact.includes('@')
        ? contact.toLowerCase() === row.userEmail.toLowerCase()
        : mobileDigits(contact).length === 10 && mobileDigits(contact) === mobileDigits(row.shipPhone));
    if (!row || !matches) throw notFound(TRACK_NOT_FOUND);
    const { items, rows, lines } = await this.parcelsOf(this.db, row.id);
    const history = await this.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    return {
      orderNumber: row.orderNumber,
      status: row.status,
      placedAt: row.createdAt.toISOString(),
      deliveryBy: row.deliveryBy ?? null,
      city: row.shipCity,
      pinCode: row.shipPinCode,
      totalItems: row.totalItems,
      items: items.map((i) => ({
        name: i.productName,
        nameHi: i.productNameHi,
        image: i.productImage,
        size: i.size,
        color: i.color,
        quantity: i.quantity,
      })),
      shipments: rows.map((r) => toShipment(r, lines)),
      history: history.map((h) => ({ status: h.status, at: h.createdAt.toISOString(), noteCode: h.noteCode })),
    };
  }
}

/** The parcel's weight: as weighed, else the default per item it carries. */
export function parcelWeight(row: ShipmentRow, lines: CarriedLine[]): number {
  if (row.weightGrams) return row.weightGrams;
  const count = lines.filter((l) => l.shipmentId === row.id).reduce((s, l) => s + l.quantity, 0);
  return count * DEFAULT_ITEM_WEIGHT_GRAMS;
}

/** The whole order's weight: its parcels', and the default per item for what is not packed yet. */
export function orderWeight(items: ItemRow[], parcels: Parcels): number {
  const packed = packedByLine(parcels.lines);
  const unpacked = items.reduce((s, i) => s + Math.max(0, i.quantity - (packed.get(i.id) ?? 0)), 0);
  return parcels.rows.reduce((s, r) => s + parcelWeight(r, parcels.lines), unpacked * DEFAULT_ITEM_WEIGHT_GRAMS);
}

/** What the courier collects in cash: a cash-on-delivery order's total while unpaid, else nothing. */
export const cashToCollect = (o: OrderRow) =>
  o.paymentMethod === 'COD' && o.paymentStatus === 'PENDING' ? o.totalPaise : 0;
export const rupeesText = (paise: number) => toRupees(paise).toFixed(2);
export type { Parcels, OrderRow, ItemRow };

/** A step of the order's parcels in its history, under the status it has; the order's version is raised. */
async function noteStep(tx: Tx, row: OrderRow, by: Actor, noteCode: OrderNoteCode, note: string): Promise<void> {
  const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.id));
  await tx.insert(orderStatusHistory).values({
    orderId: row.id,
    status: now?.status ?? row.status,
    changedById: by.id,
    changedByName: by.name,
    note,
    noteCode,
  });
  await tx
    .update(orders)
    .set({ updatedAt: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, row.id));
}

async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound('Order not found');
  return row;
}

/** A parcel and its order, the order locked first (as every write here locks them). */
async function lockShipment(tx: Tx, shipmentId: number): Promise<{ row: OrderRow; shipment: ShipmentRow }> {
  const [found] = await tx.select({ orderId: shipments.orderId }).from(shipments).where(eq(shipments.id, shipmentId));
  if (!found) throw notFound('Parcel not found');
  const row = await lockOrder(tx, found.orderId);
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!shipment) throw notFound('Parcel not found');
  return { row, shipment };
}

/** Who made a change, as the order's history names them. */
async function actorOf(tx: Tx, userId: number): Promise<Actor> {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return { id: userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() };
}
