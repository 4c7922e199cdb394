/** The search page for a term; blank terms have no page (a blank search does nothing). */
export function searchHref(term: string): string | null {
  const q = term.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : null;
}
