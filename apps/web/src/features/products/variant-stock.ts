import type { Variant } from '@kuber/shared';
import type { MessageId } from '#web/i18n/i18n-provider';

/** At most this many pieces left of the chosen size and colour shows as 'Only N left'. */
export const FEW_LEFT = 5;

/** Pieces left of a size and colour; a choice left open counts every variant that fits the other. */
export function stockOf(variants: readonly Variant[], size?: string, color?: string): number {
  return variants
    .filter((v) => (size === undefined || v.size === size) && (color === undefined || v.color === color))
    .reduce((sum, v) => sum + v.stockQuantity, 0);
}

/**
 * Why a size or colour cannot be chosen, with what is chosen of the other (undefined when it can).
 * 'Size M is sold out' when none is left at all; 'Size M is sold out in Black' when another colour has it.
 * Given as a catalogue text and its values, for the page to say in the shopper's language.
 */
export function soldOutReason(
  variants: readonly Variant[],
  option: { size: string } | { color: string },
  chosen: { size?: string; color?: string },
): { id: MessageId; values: Record<string, string> } | undefined {
  if ('size' in option) {
    if (stockOf(variants, option.size) === 0) return { id: 'soldOut.size', values: { size: option.size } };
    if (chosen.color !== undefined && stockOf(variants, option.size, chosen.color) === 0)
      return { id: 'soldOut.sizeInColour', values: { size: option.size, color: chosen.color } };
    return undefined;
  }
  if (stockOf(variants, undefined, option.color) === 0)
    return { id: 'soldOut.colour', values: { color: option.color } };
  if (chosen.size !== undefined && stockOf(variants, chosen.size, option.color) === 0)
    return { id: 'soldOut.colourInSize', values: { color: option.color, size: chosen.size } };
  return undefined;
}

/**
 * Pieces left of what the shopper has chosen, once the choice names one variant (every
 * option the product lists is chosen); undefined before.
 */
export function chosenStock(
  product: { sizes: string[]; colors: string[]; variants: readonly Variant[] },
  size?: string,
  color?: string,
): number | undefined {
  if (product.sizes.length > 0 && size === undefined) return undefined;
  if (product.colors.length > 0 && color === undefined) return undefined;
  return stockOf(product.variants, size ?? '', color ?? '');
}

/**
 * The colour a product page opens in: the one its link names (a list filtered by it showed its
 * picture), else the colour of the main picture when the owner said which it shows; none when
 * the picture shows no colour in particular.
 */
export function firstColour(
  product: { colors: string[]; images: string[]; image: string; colorImages: Record<string, string[]> },
  wanted?: string | null,
): string | undefined {
  if (wanted && product.colors.includes(wanted)) return wanted;
  const main = product.images[0] ?? product.image;
  const shown = product.colors.filter((c) => product.colorImages[c]?.[0] === main);
  return shown.length === 1 ? shown[0] : undefined;
}
