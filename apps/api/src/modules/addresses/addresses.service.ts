import { and, desc, eq } from 'drizzle-orm';
import type { SavedAddress } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { addresses } from '#api/db/schema.js';
import { notFound } from '#api/lib/errors.js';

/** Addresses are saved when an order is placed and offered at the next checkout. */
export class AddressesService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<SavedAddress[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.lastUsedAt))
      .limit(10);
    return rows.map(({ id, fullName, phone, line1, line2, city, state, pinCode }) => ({
      id,
      fullName,
      phone,
      line1,
      line2,
      city,
      state: state as SavedAddress['state'],
      pinCode,
    }));
  }

  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (!deleted.length) throw notFound('Address not found');
  }
}
