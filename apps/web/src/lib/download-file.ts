import { MESSAGES } from '@kuber/shared';
import { ApiError } from './api';
import { getToken, refreshSession } from './session';

/** A large export takes longer than an ordinary call's 10 s. */
const TIMEOUT_MS = 2 * 60_000;

async function fetchFile(path: string, accept: string, token: string | null, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { headers, signal });
  } catch {
    throw new ApiError(MESSAGES.noConnection, 0);
  }
}

/** The name the store gives the file, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a CSV export, an invoice's PDF). The call needs the signed-in
 * token, which a plain link cannot carry, so the file is fetched and handed to the browser to save.
 */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const token = getToken();
    let response = await fetchFile(path, accept, token, controller.signal);
    if (response.status === 401 && token) {
      const renewed = await refreshSession();
      if (renewed && renewed !== token) response = await fetchFile(path, accept, renewed, controller.signal);
    }
    if (!response.ok) {
      const failure = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
      throw new ApiError(
        failure?.message ?? (response.status >= 500 ? MESSAGES.noConnection : `Download failed (${response.status})`),
        response.status,
        failure?.code,
      );
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: fileNameOf(response, fallbackName),
    });
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file by the time the click returns; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } finally {
    clearTimeout(timer);
  }
}
