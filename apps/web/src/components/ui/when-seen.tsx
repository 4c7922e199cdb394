import { startTransition, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '#web/lib/hydrated';

/** How near the screen a part must come to be taken over or drawn: about half a phone's screen ahead. */
const AHEAD = '400px 0px';

/** Calls `seen` once the element comes near the screen (at once where the browser cannot tell); returns the stop. */
function watch(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && seen(), {
    rootMargin: AHEAD,
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** What each part of the server's page waits on before it is taken over (settled ones stay), by the id of its element. */
const waits = new Map<string, Promise<void>>();

const TOUCHES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Settles at the shopper's first touch, click or focus since the app started. Every part waits
 * on it, those that begin to wait after it too: a tap that leads to another page changes what
 * every part is given, and React finishes that page only once the parts of this one are taken
 * over, so a part waiting for a second touch would hold it up for good.
 */
const firstTouch =
  typeof document === 'undefined'
    ? undefined
    : new Promise<void>((resolve) => {
        const touched = () => {
          for (const type of TOUCHES) document.removeEventListener(type, touched, true);
          resolve();
        };
        for (const type of TOUCHES) document.addEventListener(type, touched, true);
      });

/** Settles once the part comes near the screen, or the shopper touches, clicks or focuses anything on the page (at once if they already have). */
function takeOver(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element) return resolve();
      // Set last: where the browser cannot tell what is near, `watch` calls `done` at once.
      let stop = () => {};
      const done = () => {
        stop();
        resolve();
      };
      void firstTouch?.then(done);
      stop = watch(element, done);
    });
    waits.set(id, wait);
  }
  return wait;
}

/**
 * A part of a page the server rendered that the app takes over only once it comes near the
 * screen, or once the shopper touches, clicks or focuses anything on the page: what lies
 * below the first screen costs a phone's start nothing. Until then it is the server's HTML
 * and its links work as plain links; a tap on one of its buttons takes it over before the
 * tap is answered (React hydrates a part at once for a click inside it). `id` names the
 * part's element in the server's HTML.
 *
 * In a page the browser renders itself, and in every later render, it is its children.
 */
export function HydrateWhenSeen({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitToTakeOver id={id}>{children}</WaitToTakeOver>
    </Suspense>
  );
}

function WaitToTakeOver({ id, children }: { id: string; children: ReactNode }) {
  // False on the server and while the browser takes the server's HTML over, only then.
  const hydrated = useHydrated();
  // Suspending keeps the server's HTML as it is until the promise settles, then React hydrates it.
  if (!hydrated && typeof document !== 'undefined') use(takeOver(id));
  return children;
}

/**
 * Content drawn only once its place comes near the screen; until then, and in the server's
 * HTML, the placeholder holds its place (the same size, so nothing moves). For what a phone
 * shows only after a long scroll: the first page is that much smaller and quicker to draw.
 */
export function RenderWhenSeen({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    return watch(place.current, () => startTransition(() => setNear(true)));
  }, [near]);
  return near ? children : <div ref={place}>{placeholder}</div>;
}
