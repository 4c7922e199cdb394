import { getTableColumns } from 'drizzle-orm';
import { products } from './schema.js';

/**
 * A product's columns but its search vector: only the database and the catalogue index read
 * the vector, and a row carrying it is a few hundred bytes longer on every read.
 */
const { search: _vector, ...productColumns } = getTableColumns(products);
export { productColumns };

export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
