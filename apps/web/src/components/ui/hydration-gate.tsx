import type { ReactNode } from 'react';
import { useHydrated } from '#web/lib/hydrated';

/**
 * Keeps the form controls inside it (buttons, boxes, chips, selects) off until the app has
 * taken over this part of a page the server rendered: a screen whose code loads on demand
 * is taken over only once that code has come, later than the page's frame. A tap before then
 * waits for the app instead of being lost (a box ticked with nobody to answer it); links
 * work as plain links throughout. It adds no box of its own.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}
