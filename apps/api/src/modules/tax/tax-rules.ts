import { CATEGORIES, gstOf, gstSplit, orderTotals, spreadPaise, type TaxMode } from '@kuber/shared';
import type { ProductRow } from '#api/db/product-columns.js';

const slugOf = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.slug]));

/** A line being bought: the product as it is now, and how many. */
export interface TaxedLine {
  product: Pick<ProductRow, 'categoryId' | 'pricePaise' | 'hsnCode' | 'gstRatePercent'>;
  quantity: number;
}

/** What an order stores of its tax, beside its totals. */
export interface OrderTax {
  discountPaise: number;
  /** Tax added on top of the subtotal: `added` mode's; nothing in `gst` mode, where prices include it. */
  taxPaise: number;
  totalPaise: number;
  order: {
    taxMode: TaxMode;
    placeOfSupply: string | null;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** The charges' rate and the GST inside them (part of the three above), in `gst` mode. */
    chargesGstRatePercent: number | null;
    chargesTaxPaise: number;
  };
  /** Each line's HSN code, rate, taxable value and tax, in the order given; nulls in `added` mode. */
  lines: {
    hsnCode: string | null;
    gstRatePercent: number | null;
    taxablePaise: number | null;
    taxPaise: number | null;
    /** The line's share of the discount: a discount code's on the lines it is for, a coupon's spread over the rest by price. */
    discountSharePaise: number;
  }[];
}

/**
 * How the shop charges tax (decision 028): `added` puts TAX_RATE_PERCENT on the subtotal after a
 * coupon; `gst` keeps prices as they are, GST included, and works out the tax inside each line.
 * The cart, checkout and the order all take their figures from here.
 */
export class TaxRules {
  constructor(readonly settings: { mode: TaxMode; addedRatePercent: number; storeState: string }) {}

  get mode(): TaxMode {
    return this.settings.mode;
  }

  /** The rate added on top of the subtotal: none in `gst` mode. */
  get addedRatePercent(): number {
    return this.settings.mode === 'gst' ? 0 : this.settings.addedRatePercent;
  }

  /** A product's HSN code and GST rate as a line of it is charged now. */
  gstOfProduct(product: TaxedLine['product']) {
    return gstOf({
      categorySlug: slugOf.get(product.categoryId) ?? '',
      unitPricePaise: product.pricePaise,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
    });
  }

  /**
   * The order's money and tax: its totals as checkout showed them, and in `gst` mode the tax inside
   * each line. The charges (shipping and the cash-on-delivery fee) are added to the total as they
   * are: in `gst` mode their GST is inside them, split as the order's main supply (gstSplit); in
   * `added` mode tax is added on the goods only.
   */
  forOrder(
    lines: TaxedLine[],
    couponValuePaise: number,
    deliveryState: string,
    /** Shipping and the cash-on-delivery fee. */
    chargesPaise = 0,
    /** What a discount code takes off each line (discounts.service.ts), before the coupon. */
    codeShares: number[] = [],
  ): OrderTax {
    const lineTotals = lines.map((l) => l.product.pricePaise * l.quantity);
    const subtotalPaise = lineTotals.reduce((s, t) => s + t, 0);
    const codePaise = codeShares.reduce((s, x) => s + x, 0);
    const goods = orderTotals(subtotalPaise, couponValuePaise + codePaise, this.addedRatePercent);
    const totals = { ...goods, totalPaise: goods.totalPaise + chargesPaise };
    const afterCode = lineTotals.map((t, i) => t - (codeShares[i] ?? 0));
    const couponShares = spreadPaise(goods.discountPaise - codePaise, afterCode);
    const shares = lineTotals.map((_, i) => (codeShares[i] ?? 0) + couponShares[i]!);
    if (this.settings.mode !== 'gst') {
      return {
        ...totals,
        order: {
          taxMode: 'added',
          placeOfSupply: null,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
          chargesGstRatePercent: null,
          chargesTaxPaise: 0,
        },
        lines: shares.map((share) => ({
          hsnCode: null,
          gstRatePercent: null,
          taxablePaise: null,
          taxPaise: null,
          discountSharePaise: share,
        })),
      };
    }
    const rated = lines.map((l) => ({
      ...this.gstOfProduct(l.product),
      totalPaise: l.product.pricePaise * l.quantity,
    }));
    const split = gstSplit(
      rated,
      totals.discountPaise,
      deliveryState === this.settings.storeState,
      chargesPaise,
      shares,
    );
    return {
      ...totals,
      order: {
        taxMode: 'gst',
        placeOfSupply: deliveryState,
        cgstPaise: split.cgstPaise,
        sgstPaise: split.sgstPaise,
        igstPaise: split.igstPaise,
        chargesGstRatePercent: split.charges?.ratePercent ?? null,
        chargesTaxPaise: split.charges?.taxPaise ?? 0,
      },
      lines: split.lines.map((l, i) => ({
        hsnCode: rated[i]!.hsnCode,
        gstRatePercent: l.ratePercent,
        taxablePaise: l.taxablePaise,
        taxPaise: l.taxPaise,
        discountSharePaise: shares[i]!,
      })),
    };
  }

  /** The GST a cart's prices include (the same in every state: only its split differs); 0 in `added` mode. */
  includedInCart(lines: TaxedLine[]): number {
    if (this.settings.mode !== 'gst') return 0;
    return this.forOrder(lines, 0, this.settings.storeState).lines.reduce((s, l) => s + (l.taxPaise ?? 0), 0);
  }
}
