import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstNotify } from '#web/lib/notify';

const Toasts = lazy(() => import('./toasts'));

/** Mounts the toast container only once something wants to show a toast. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstNotify(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
