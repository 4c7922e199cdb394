import type { UploadCategory } from '@kuber/shared';
import { useEffect, useRef, useState } from 'react';
import { uploadImage } from './api/upload-image';

/** A picture chosen but not yet among the field's addresses. */
export interface PendingPicture {
  id: number;
  file: File;
  /** A local preview until the server's picture exists. */
  preview: string;
  sent: number;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
  controller: AbortController;
}

let nextId = 1;

const pendingPicture = (file: File): PendingPicture => ({
  id: nextId++,
  file,
  preview: URL.createObjectURL(file),
  sent: 0,
  state: 'waiting',
  controller: new AbortController(),
});

/** The addresses with the one at `from` put at `to`. */
function moved(urls: string[], from: number, to: number) {
  const result = [...urls];
  const [url] = result.splice(from, 1);
  result.splice(to, 0, url!);
  return result;
}

/** Leaving the form stops what is still going up, and lets go of the previews. */
function useStopOnLeave(pending: PendingPicture[]) {
  const live = useRef<PendingPicture[]>([]);
  useEffect(() => {
    live.current = pending;
  }, [pending]);
  useEffect(
    () => () =>
      live.current.forEach((p) => {
        p.controller.abort();
        URL.revokeObjectURL(p.preview);
      }),
    [],
  );
}

/**
 * The picture field's state: the addresses (the caller's `value`, handed back through
 * `onChange`) and the files still going up. Uploads run one after another, in the order
 * chosen, so they arrive in that order and share no bandwidth.
 */
export function usePictureUploads(
  value: string[],
  onChange: (urls: string[]) => void,
  categorySlug: UploadCategory | undefined,
) {
  const [pending, setPending] = useState<PendingPicture[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef(Promise.resolve());
  // Uploads finish after renders the caller has not made yet; they add to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useStopOnLeave(pending);

  const commit = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };
  const update = (id: number, change: Partial<PendingPicture>) =>
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const discard = (item: PendingPicture) => {
    item.controller.abort();
    URL.revokeObjectURL(item.preview);
    setPending((list) => list.filter((p) => p.id !== item.id));
  };

  const run = async (item: PendingPicture) => {
    if (item.controller.signal.aborted) return;
    update(item.id, { state: 'uploading' });
    try {
      const answer = await uploadImage(item.file, {
        categorySlug,
        signal: item.controller.signal,
        onProgress: (sent) => update(item.id, { sent }),
      });
      // The same picture twice has one address: it is listed once.
      if (!latest.current.includes(answer.publicUrl)) commit([...latest.current, answer.publicUrl]);
      discard(item);
      setAnnouncement(`${item.file.name} uploaded`);
    } catch (failure) {
      if (item.controller.signal.aborted) return;
      update(item.id, { state: 'failed', error: failure instanceof Error ? failure.message : 'Upload failed' });
    }
  };

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const items = [...files].map(pendingPicture);
    setPending((list) => [...list, ...items]);
    for (const item of items) queue.current = queue.current.then(() => run(item));
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    commit(moved(value, from, to));
  };

  const remove = (url: string) => commit(value.filter((u) => u !== url));

  return { pending, announcement, add, discard, move, remove };
}
