import { asc, eq, sql } from 'drizzle-orm';
import {
  addWorkingDays,
  indiaDay,
  shippingChargePaise,
  toPaise,
  toRupees,
  unknownPinMessage,
  unservedPinMessage,
  wrongStateMessage,
  type AdminDeliveryZone,
  type CodRules,
  type deliveryZoneInputSchema,
  type deliveryZoneUpdateSchema,
  type PinDelivery,
  type ShippingAddress,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { deliveryZones } from '#api/db/schema.js';
import { conflict, invalid, notFound } from '#api/lib/errors.js';
import { pinPlace, type PinPlace } from './pincodes.js';
import { matchZone } from './zone-match.js';

type ZoneRow = typeof deliveryZones.$inferSelect;

/** How a PIN code is delivered: by a zone, or by the store's default (free, serviceable, its own days). */
export interface DeliveryTerms {
  zoneId: number | null;
  serviceable: boolean;
  codAllowed: boolean;
  shippingPaise: number;
  freeAbovePaise: number | null;
  minDays: number;
  maxDays: number;
}

/** What an order is priced and promised by. */
export interface OrderDelivery {
  zoneId: number | null;
  shippingPaise: number;
  codAllowed: boolean;
  /** India's date, the latest day delivery is promised for. */
  deliveryBy: string;
}

export function toAdminZone(z: ZoneRow): AdminDeliveryZone {
  return {
    id: z.id,
    name: z.name,
    states: z.states as AdminDeliveryZone['states'],
    pinPrefixes: z.pinPrefixes,
    serviceable: z.serviceable,
    codAllowed: z.codAllowed,
    shippingCharge: toRupees(z.shippingPaise),
    freeAbove: z.freeAbovePaise === null ? null : toRupees(z.freeAbovePaise),
    minDays: z.minDays,
    maxDays: z.maxDays,
    version: z.version,
    updatedAt: z.updatedAt.toISOString(),
  };
}

const zoneValues = (input: z.output<typeof deliveryZoneInputSchema>) => ({
  name: input.name,
  states: input.states,
  pinPrefixes: input.pinPrefixes,
  serviceable: input.serviceable,
  codAllowed: input.codAllowed,
  shippingPaise: toPaise(input.shippingCharge),
  freeAbovePaise: input.freeAbove === null ? null : toPaise(input.freeAbove),
  minDays: input.minDays,
  maxDays: input.maxDays,
});

/**
 * Where the shop delivers, at what charge and by when (decision record 030): the PIN code table,
 * the back office's zones and the store's default days. Checkout's address is checked here, and
 * an order is priced and promised from here.
 */
export class DeliveryService {
  constructor(
    private readonly db: Db,
    private readonly settings: {
      /** DELIVERY_DAYS_MIN and DELIVERY_DAYS_MAX: where no zone says otherwise. */
      defaultDays: { min: number; max: number };
      /** Cash on delivery's PIN codes it is off for, whatever the zone says. */
      cod: Pick<CodRules, 'blockedPins'>;
    },
  ) {}

  /** Where a PIN code is; 404 for one India Post does not know. */
  place(pin: string): PinPlace {
    const place = pinPlace(pin);
    if (!place) throw notFound(`We could not find PIN code ${pin}`);
    return place;
  }

  /**
   * An address whose PIN code is unknown, or whose state is not the PIN code's, is refused with
   * the field at fault (`prefix` is where the address sits in the request). The city is the
   * shopper's own words (a locality is fine), so it is not checked.
   */
  checkAddress(address: Pick<ShippingAddress, 'pinCode' | 'state'>, prefix = 'shippingAddress.'): PinPlace {
    const place = pinPlace(address.pinCode);
    if (!place) {
      const message = unknownPinMessage(address.pinCode);
      throw invalid(message, [{ path: `${prefix}pinCode`, message }]);
    }
    if (!place.states.includes(address.state)) {
      const message = wrongStateMessage(address.pinCode, place.state, address.state);
      throw invalid(message, [{ path: `${prefix}state`, message }]);
    }
    return place;
  }

  /** The terms a PIN code in a state is delivered on. */
  async terms(db: Db | Tx, pin: string, state: string): Promise<DeliveryTerms> {
    const zones = await db.select().from(deliveryZones);
    const zone = matchZone(zones, pin, state);
    const codBlocked = this.settings.cod.blockedPins.some((p) => pin.startsWith(p));
    if (!zone)
      return {
        zoneId: null,
        serviceable: true,
        codAllowed: !codBlocked,
        shippingPaise: 0,
        freeAbovePaise: null,
        minDays: this.settings.defaultDays.min,
        maxDays: this.settings.defaultDays.max,
      };
    return {
      zoneId: zone.id,
      serviceable: zone.serviceable,
      codAllowed: zone.codAllowed && !codBlocked,
      shippingPaise: zone.shippingPaise,
      freeAbovePaise: zone.freeAbovePaise,
      minDays: zone.minDays,
      maxDays: zone.maxDays,
    };
  }

  /** GET /api/delivery/pin/:pin: where it is, and whether, at what charge and by when the shop delivers there. */
  async lookup(pin: string, now = new Date()): Promise<PinDelivery> {
    const place = this.place(pin);
    const terms = await this.terms(this.db, pin, place.state);
    const today = indiaDay(now);
    return {
      pinCode: pin,
      city: place.city,
      district: place.district,
      state: place.state,
      serviceable: terms.serviceable,
      codAllowed: terms.serviceable && terms.codAllowed,
      charge: toRupees(terms.shippingPaise),
      freeAbove: terms.freeAbovePaise === null ? null : toRupees(terms.freeAbovePaise),
      minDays: terms.minDays,
      maxDays: terms.maxDays,
      deliveryFrom: terms.serviceable ? addWorkingDays(today, terms.minDays) : null,
      deliveryBy: terms.serviceable ? addWorkingDays(today, terms.maxDays) : null,
    };
  }

  /**
   * An order's delivery, inside the transaction that places it: refused where the shop does not
   * deliver; its charge judged on the subtotal after the coupon; the latest day promised.
   */
  async forOrder(
    tx: Tx,
    address: Pick<ShippingAddress, 'pinCode' | 'state'>,
    subtotalAfterDiscountPaise: number,
    now = new Date(),
  ): Promise<OrderDelivery> {
    const terms = await this.terms(tx, address.pinCode, address.state);
    if (!terms.serviceable) {
      const message = unservedPinMessage(address.pinCode);
      throw invalid(message, [{ path: 'shippingAddress.pinCode', message }]);
    }
    return {
      zoneId: terms.zoneId,
      shippingPaise: shippingChargePaise(terms, subtotalAfterDiscountPaise),
      codAllowed: terms.codAllowed,
      deliveryBy: addWorkingDays(indiaDay(now), terms.maxDays),
    };
  }

  /* The back office's zones. */

  async listZones(): Promise<AdminDeliveryZone[]> {
    const rows = await this.db.select().from(deliveryZones).orderBy(asc(deliveryZones.name), asc(deliveryZones.id));
    return rows.map(toAdminZone);
  }

  async getZone(id: number): Promise<AdminDeliveryZone> {
    const [row] = await this.db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
    if (!row) throw notFound('Delivery zone not found');
    return toAdminZone(row);
  }

  async createZone(input: z.output<typeof deliveryZoneInputSchema>): Promise<AdminDeliveryZone> {
    return this.db.transaction(async (tx) => {
      await this.refuseOverlap(tx, input, null);
      const [row] = await tx.insert(deliveryZones).values(zoneValues(input)).returning();
      return toAdminZone(row!);
    });
  }

  async updateZone(id: number, input: z.output<typeof deliveryZoneUpdateSchema>): Promise<AdminDeliveryZone> {
    return this.db.transaction(async (tx) => {
      await this.refuseOverlap(tx, input, id);
      const [row] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id));
      if (!row) throw notFound('Delivery zone not found');
      if (input.version !== undefined && input.version !== row.version)
        throw conflict(
          `This zone was saved meanwhile (version ${row.version}, not ${input.version}). Reload to see it.`,
        );
      const [saved] = await tx
        .update(deliveryZones)
        .set({ ...zoneValues(input), version: sql`${deliveryZones.version} + 1`, updatedAt: new Date() })
        .where(eq(deliveryZones.id, id))
        .returning();
      return toAdminZone(saved!);
    });
  }

  async deleteZone(id: number): Promise<void> {
    const deleted = await this.db
      .delete(deliveryZones)
      .where(eq(deliveryZones.id, id))
      .returning({ id: deliveryZones.id });
    if (!deleted.length) throw notFound('Delivery zone not found');
  }

  /**
   * A PIN prefix or a state belongs to one zone only, so a PIN code's zone is never a matter of
   * chance. The table is locked against other zone writes (orders still read it) while this is judged.
   */
  private async refuseOverlap(
    tx: Tx,
    input: Pick<z.output<typeof deliveryZoneInputSchema>, 'states' | 'pinPrefixes'>,
    self: number | null,
  ): Promise<void> {
    await tx.execute(sql`lock table ${deliveryZones} in share row exclusive mode`);
    const others = (await tx.select().from(deliveryZones)).filter((z) => z.id !== self);
    for (const p of input.pinPrefixes) {
      const taken = others.find((z) => z.pinPrefixes.includes(p));
      if (taken) {
        const message = `PIN prefix ${p} is already in the zone ${taken.name}`;
        throw invalid(message, [{ path: 'pinPrefixes', message }]);
      }
    }
    for (const s of input.states) {
      const taken = others.find((z) => z.states.includes(s));
      if (taken) {
        const message = `${s} is already in the zone ${taken.name}`;
        throw invalid(message, [{ path: 'states', message }]);
      }
    }
  }
}
