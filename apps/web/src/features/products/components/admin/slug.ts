/**
 * The address a name gives a product, as the server makes it when the slug is left blank:
 * lowercase Latin letters and digits in words joined by hyphens ('Crème Kurta' → 'creme-kurta').
 * Accents are dropped rather than split off; a name with no Latin letters gives ''.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 140)
    .replace(/-+$/, '');
}
