import type { UploadCategory } from '@kuber/shared';
import { useId, useState } from 'react';
import { usePictureUploads } from '../use-picture-uploads';
import { PendingPictureTile } from './pending-picture-tile';
import { PictureDropZone, useFileDrop } from './picture-drop-zone';
import { PictureTile } from './picture-tile';

interface ImageUploaderProps {
  /** Addresses of the pictures, the main one first. */
  value: string[];
  onChange: (urls: string[]) => void;
  categorySlug?: UploadCategory;
  label?: string;
  /** A message for the whole field, from the form. */
  error?: string;
}

/**
 * The product form's pictures: drop several onto it or pick them, watch each go up, reorder them
 * (drag, or the move buttons), choose the main one, remove.
 */
export function ImageUploader({ value, onChange, categorySlug, label = 'Pictures', error }: ImageUploaderProps) {
  const inputId = useId();
  const uploads = usePictureUploads(value, onChange, categorySlug);
  const drop = useFileDrop(uploads.add);
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  return (
    <fieldset className="min-w-0" {...drop.dropTarget}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{label}</legend>
      <PictureDropZone inputId={inputId} fileOver={drop.over} error={error} onFiles={uploads.add} />
      {error && <p className="mt-1.5 text-xs leading-5 text-red-700">{error}</p>}

      {(value.length > 0 || uploads.pending.length > 0) && (
        <ul
          className="mt-3 grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={`${label}, main first`}
        >
          {value.map((url, index) => (
            <PictureTile
              key={url}
              url={url}
              index={index}
              count={value.length}
              dragging={dragFrom === index}
              onDragStart={() => setDragFrom(index)}
              onDragEnd={() => setDragFrom(null)}
              onMove={uploads.move}
              onRemove={() => uploads.remove(url)}
            />
          ))}
          {uploads.pending.map((item) => (
            <PendingPictureTile key={item.id} item={item} onDiscard={() => uploads.discard(item)} />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {uploads.announcement}
      </p>
    </fieldset>
  );
}
