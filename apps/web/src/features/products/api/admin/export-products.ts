import { MESSAGES } from '@kuber/shared';
import { ApiError } from '#web/lib/api';
import { getToken, refreshSession } from '#web/lib/session';

const EXPORT_PATH = '/api/admin/products/export';
/** A catalogue of 10,000 products is a few megabytes: more time than an ordinary call's 10 s. */
const TIMEOUT_MS = 2 * 60_000;

async function fetchExport(token: string | null, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(EXPORT_PATH, { headers, signal });
  } catch {
    throw new ApiError(MESSAGES.noConnection, 0);
  }
}

/** The name the store gives the file, else one with today's date. */
function fileNameOf(response: Response): string {
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? `kuber-products-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads the catalogue as CSV (one row per variant). The call needs the admin's token, which
 * a plain link cannot carry, so the file is fetched and handed to the browser to save.
 */
export async function exportProducts(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const token = getToken();
    let response = await fetchExport(token, controller.signal);
    if (response.status === 401 && token) {
      const renewed = await refreshSession();
      if (renewed && renewed !== token) response = await fetchExport(renewed, controller.signal);
    }
    if (!response.ok) {
      const failure = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
      throw new ApiError(
        failure?.message ?? (response.status >= 500 ? MESSAGES.noConnection : `Export failed (${response.status})`),
        response.status,
        failure?.code,
      );
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response) });
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file by the time the click returns; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } finally {
    clearTimeout(timer);
  }
}
