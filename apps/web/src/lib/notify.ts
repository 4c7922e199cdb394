type Kind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof import('react-toastify')> | undefined;
const firstUse = new Set<() => void>();

/**
 * Shows a toast. react-toastify (and its stylesheet) load with the first toast,
 * which keeps them off the first page; toasts raised before the container mounts
 * are queued by the library and shown once it does.
 */
export function notify(kind: Kind, message: string): void {
  if (!library) {
    library = import('react-toastify');
    firstUse.forEach((listener) => listener());
  }
  void library.then(({ toast }) => toast[kind](message));
}

/** Lets the toast host mount the container when the first toast is raised. */
export function onFirstNotify(listener: () => void): () => void {
  if (library) listener();
  firstUse.add(listener);
  return () => firstUse.delete(listener);
}
