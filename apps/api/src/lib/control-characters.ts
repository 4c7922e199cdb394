import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from './errors.js';

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters';

/** No input of the store nests deeper than a few levels; far deeper JSON is refused before it is walked. */
const MAX_DEPTH = 32;

/** The path of the first string (or object key) under `value` that holds a control character. */
function findControl(value: unknown, at: string[]): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? at : null;
  if (at.length > MAX_DEPTH) throw invalid('The request is nested too deeply');
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControl(value[i], [...at, String(i)]);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only (what JSON makes): an uploaded file's stream or buffer is not text.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return findInEntries(value, at);
  return null;
}

/** Looks through an object's own keys and values: a JSON object, a parsed query, path parameters. */
function findInEntries(value: object, at: string[]): string[] | null {
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...at, key];
    const found = findControl(inner, [...at, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses NUL and the other control characters in every body, query and path parameter,
 * once for the whole API: no field anywhere needs them, and the database refuses NUL
 * (which would otherwise surface as a server error). Line breaks and tabs stay allowed;
 * a field's own rule decides whether it takes them. Bodies nested deeper than any input
 * of the store are refused on the way.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const found =
      findInEntries(req.params ?? {}, ['params']) ??
      findInEntries(req.query ?? {}, ['query']) ??
      findControl(req.body, ['body']) ??
      (CONTROL.test(decodeUrl(req.url)) ? ['url'] : null);
    if (found) {
      const where = found.slice(1).join('.') || found[0]!;
      throw invalid(CONTROL_CHARACTERS_MESSAGE, [{ path: where, message: CONTROL_CHARACTERS_MESSAGE }]);
    }
  });
}

function decodeUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
