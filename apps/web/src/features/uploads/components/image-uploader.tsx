import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES, type UploadCategory } from '@kuber/shared';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#web/components/ui/icons';
import { imageSources } from '#web/lib/images';
import { uploadImage } from '../api/upload-image';
import { UploadProgress } from './upload-progress';

/** The drag payload of a picture being moved within the field (files from the desktop carry 'Files'). */
const PICTURE_DRAG = 'application/x-kuber-picture';

interface Pending {
  id: number;
  file: File;
  /** A local preview until the server's picture exists. */
  preview: string;
  sent: number;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
  controller: AbortController;
}

interface ImageUploaderProps {
  /** Addresses of the pictures, the main one first. */
  value: string[];
  onChange: (urls: string[]) => void;
  categorySlug?: UploadCategory;
  label?: string;
  /** A message for the whole field, from the form. */
  error?: string;
}

let nextId = 1;

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-zinc-300 bg-white text-zinc-800 hover:border-zinc-900 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The product form's pictures: drop several onto it or pick them, watch each go up, reorder them
 * (drag, or the move buttons), choose the main one, remove. Uploads run one after another, in
 * the order chosen, so they arrive in that order and share no bandwidth.
 */
export function ImageUploader({ value, onChange, categorySlug, label = 'Pictures', error }: ImageUploaderProps) {
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [fileOver, setFileOver] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef(Promise.resolve());
  // Uploads finish after renders the caller has not made yet; they add to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const live = useRef<Pending[]>([]);
  useEffect(() => {
    live.current = pending;
  }, [pending]);
  // Leaving the form stops what is still going up.
  useEffect(
    () => () =>
      live.current.forEach((p) => {
        p.controller.abort();
        URL.revokeObjectURL(p.preview);
      }),
    [],
  );

  const commit = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };
  const update = (id: number, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const discard = (item: Pending) => {
    item.controller.abort();
    URL.revokeObjectURL(item.preview);
    setPending((list) => list.filter((p) => p.id !== item.id));
  };

  const run = async (item: Pending) => {
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
    const items: Pending[] = [...files].map((file) => ({
      id: nextId++,
      file,
      preview: URL.createObjectURL(file),
      sent: 0,
      state: 'waiting',
      controller: new AbortController(),
    }));
    setPending((list) => [...list, ...items]);
    for (const item of items) queue.current = queue.current.then(() => run(item));
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const urls = [...value];
    const [url] = urls.splice(from, 1);
    urls.splice(to, 0, url!);
    commit(urls);
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setFileOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setFileOver(false);
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    add(event.dataTransfer.files);
  };

  return (
    <fieldset className="min-w-0" onDragOver={onDragOver} onDragLeave={() => setFileOver(false)} onDrop={onDrop}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{label}</legend>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent ${
          fileOver
            ? 'border-accent bg-accent-soft'
            : error
              ? 'border-red-600 bg-white'
              : 'border-zinc-300 bg-zinc-50 hover:border-zinc-500'
        }`}
      >
        <span className="text-sm font-medium text-zinc-900">
          Drop pictures here or <span className="text-accent underline underline-offset-2">choose files</span>
        </span>
        <span className="text-xs text-zinc-600">{ACCEPTED_IMAGE_NAMES}. The first picture is the main one.</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          onChange={(event) => {
            add(event.target.files);
            // The same file may be chosen again after a failure.
            event.target.value = '';
          }}
        />
      </label>
      {error && <p className="mt-1.5 text-xs leading-5 text-red-700">{error}</p>}

      {(value.length > 0 || pending.length > 0) && (
        <ul
          className="mt-3 grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={`${label}, main first`}
        >
          {value.map((url, index) => (
            <li
              key={url}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(PICTURE_DRAG, String(index));
                event.dataTransfer.effectAllowed = 'move';
                setDragFrom(index);
              }}
              onDragEnd={() => setDragFrom(null)}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(PICTURE_DRAG)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                if (!event.dataTransfer.types.includes(PICTURE_DRAG)) return;
                event.preventDefault();
                event.stopPropagation();
                move(Number(event.dataTransfer.getData(PICTURE_DRAG)), index);
              }}
              className={`flex flex-col overflow-hidden rounded-lg border bg-white ${index === 0 ? 'border-accent' : 'border-zinc-200'} ${dragFrom === index ? 'opacity-50' : ''}`}
            >
              <div className="relative aspect-[3/4] bg-zinc-100">
                <img
                  {...imageSources(url)}
                  sizes="200px"
                  alt={`Picture ${index + 1}`}
                  className="size-full object-cover"
                  draggable={false}
                />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 rounded bg-accent px-2 py-1 text-xs font-semibold text-white">
                    Main
                  </span>
                ) : (
                  <button
                    type="button"
                    className="absolute top-2 left-2 h-8 rounded-md border border-zinc-300 bg-white/95 px-2 text-xs font-semibold text-zinc-900 hover:border-zinc-900"
                    aria-label={`Make picture ${index + 1} the main one`}
                    onClick={() => move(index, 0)}
                  >
                    Make main
                  </button>
                )}
              </div>
              <div className="flex items-center gap-1 p-1.5">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move picture ${index + 1} left`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move picture ${index + 1} right`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ChevronRightIcon />
                </button>
                <button
                  type="button"
                  className={`${iconButton} ml-auto`}
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() => commit(value.filter((u) => u !== url))}
                >
                  <CloseIcon />
                </button>
              </div>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-zinc-200 bg-white">
              {/* A background, not an img: a file that is no picture shows nothing rather than a broken image. */}
              <div
                className={`aspect-[3/4] bg-zinc-100 bg-cover bg-center ${item.state === 'failed' ? 'opacity-30' : 'opacity-60'}`}
                style={{ backgroundImage: `url("${item.preview}")` }}
              />
              <div className="flex flex-col gap-1.5 p-2">
                <p className="truncate text-xs font-medium text-zinc-900" title={item.file.name}>
                  {item.file.name}
                </p>
                {item.state === 'failed' ? (
                  <p role="alert" className="text-xs leading-5 text-red-700">
                    {item.error}
                  </p>
                ) : (
                  <>
                    <UploadProgress sent={item.sent} label={`Uploading ${item.file.name}`} />
                    <p className="text-xs text-zinc-600">
                      {item.state === 'waiting'
                        ? 'Waiting…'
                        : item.sent < 1
                          ? `Uploading ${Math.round(item.sent * 100)}%`
                          : 'Processing…'}
                    </p>
                  </>
                )}
                <button
                  type="button"
                  className="self-start text-xs font-semibold text-zinc-700 underline underline-offset-2 hover:text-zinc-950"
                  onClick={() => discard(item)}
                >
                  {item.state === 'failed' ? 'Dismiss' : 'Cancel'}
                  <span className="sr-only"> {item.file.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
