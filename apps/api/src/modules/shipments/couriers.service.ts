import { asc, desc, eq } from 'drizzle-orm';
import { type Courier, type courierChangeSchema, type courierInputSchema } from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { couriers } from '#api/db/schema.js';
import { conflict, notFound } from '#api/lib/errors.js';

type CourierRow = typeof couriers.$inferSelect;

export const toCourier = (c: CourierRow): Courier => ({
  id: c.id,
  name: c.name,
  trackingUrlPattern: c.trackingUrlPattern,
  active: c.active,
});

/** Postgres' unique_violation: another courier has the name. */
const isDuplicate = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The couriers the shop sends parcels with. A courier is switched off rather than removed: the
 * parcels it carried keep its name and links, and it is no longer offered for new ones.
 */
export class CouriersService {
  constructor(private readonly db: Db) {}

  /** Every courier, the active ones first, by name. */
  async list(): Promise<Courier[]> {
    const rows = await this.db.select().from(couriers).orderBy(desc(couriers.active), asc(couriers.name));
    return rows.map(toCourier);
  }

  async add(input: z.output<typeof courierInputSchema>): Promise<Courier> {
    try {
      const [row] = await this.db.insert(couriers).values(input).returning();
      return toCourier(row!);
    } catch (err) {
      if (isDuplicate(err)) throw conflict(`There is already a courier named ${input.name}`);
      throw err;
    }
  }

  async change(id: number, change: z.output<typeof courierChangeSchema>): Promise<Courier> {
    try {
      const [row] = await this.db.update(couriers).set(change).where(eq(couriers.id, id)).returning();
      if (!row) throw notFound('Courier not found');
      return toCourier(row);
    } catch (err) {
      if (change.name && isDuplicate(err)) throw conflict(`There is already a courier named ${change.name}`);
      throw err;
    }
  }

  /** A courier a new parcel may go with: one the shop keeps and has not switched off. */
  static async usable(tx: Db | Tx, id: number): Promise<CourierRow> {
    const [row] = await tx.select().from(couriers).where(eq(couriers.id, id));
    if (!row) throw notFound('Courier not found');
    if (!row.active) throw conflict(`${row.name} is switched off: choose another courier`);
    return row;
  }
}
