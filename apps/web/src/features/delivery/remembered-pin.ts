import { useSyncExternalStore } from 'react';
import { markKept, mayKeep } from '#web/lib/kept';

/** Browser storage key of the PIN code the shopper last checked delivery for. */
const PIN_KEY = 'delivery-pin';
/** Same-tab writes fire no 'storage' event, so the writer announces its own. */
const PIN_EVENT = 'kuber:delivery-pin';
/**
 * PIN_CODE_PATTERN's rule, written here: every page's top bar reads this, and an import from the
 * shared delivery module would bring the back office's zone schemas into the first page's script.
 */
const PIN = /^[1-9]\d{5}$/;

function read(): string | null {
  // A browser that keeps nothing has no PIN either: its pages start without reading the storage (lib/kept.ts).
  if (!mayKeep()) return null;
  try {
    const pin = localStorage.getItem(PIN_KEY);
    return pin && PIN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(PIN_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(PIN_EVENT, onChange);
  };
}

/** Remembers the PIN code in this browser: the top bar and every product page show it. */
export function rememberPin(pin: string) {
  try {
    localStorage.setItem(PIN_KEY, pin);
    markKept();
  } catch {
    // Storage refused (private mode): the PIN holds for this page only.
  }
  window.dispatchEvent(new Event(PIN_EVENT));
}

/** The PIN code the shopper checked last, or null; a page the server rendered hydrates with none (decision record 017). */
export function useRememberedPin(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
