import type { VariantInput } from '@kuber/shared';

const keyOf = (size = '', color = '') => `${size.trim().toLowerCase()}\u0000${color.trim().toLowerCase()}`;

/**
 * The stock grid for these sizes and colours: every size × colour, or one cell for a list
 * left empty. A cell that was already there keeps its stock (matched regardless of case, as
 * the server matches variants), so adding a colour leaves the other figures alone; a new cell
 * starts at 0; a cell whose size or colour was removed goes. The first colour given to a
 * product that listed none takes over the figures it had per size (the stock on the shelf
 * is that colour), and the same for the first size; later ones start empty.
 */
export function stockGrid(
  sizes: readonly string[],
  colors: readonly string[],
  previous: readonly VariantInput[],
): VariantInput[] {
  const kept = new Map(previous.map((cell) => [keyOf(cell.size, cell.color), cell.stockQuantity]));
  const rows = sizes.length > 0 ? sizes : [''];
  const columns = colors.length > 0 ? colors : [''];
  const stockOf = (size: string, color: string) => {
    const candidates = [keyOf(size, color)];
    if (color === columns[0]) candidates.push(keyOf(size, ''));
    if (size === rows[0]) candidates.push(keyOf('', color));
    if (size === rows[0] && color === columns[0]) candidates.push(keyOf('', ''));
    const found = candidates.find((key) => kept.has(key));
    return found === undefined ? 0 : kept.get(found)!;
  };
  return rows.flatMap((size) => columns.map((color) => ({ size, color, stockQuantity: stockOf(size, color) })));
}

/** The product's stock: the grid's figures added up (a box left empty counts as none). */
export function totalStock(cells: readonly VariantInput[]): number {
  return cells.reduce((sum, cell) => sum + (Number.isFinite(cell.stockQuantity) ? cell.stockQuantity : 0), 0);
}
