/**
 * Uploaded images come as 800 px WebP with a 400 px sibling named `-400.webp`;
 * other URLs (pasted links, placeholders) are used as they are.
 */
export function imageSources(url: string): { src: string; srcSet?: string } {
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return { src: url };
  const small = `${url.slice(0, -'.webp'.length)}-400.webp`;
  return { src: url, srcSet: `${small} 400w, ${url} 800w` };
}
