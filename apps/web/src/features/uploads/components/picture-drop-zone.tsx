import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES } from '@kuber/shared';
import { useState, type DragEvent } from 'react';

/** Files dragged over the whole field: `over` while they hover, `onFiles` when dropped. */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    onFiles(event.dataTransfer.files);
  };
  return { over, dropTarget: { onDragOver, onDragLeave: () => setOver(false), onDrop } };
}

interface PictureDropZoneProps {
  inputId: string;
  /** Files are being dragged over the field. */
  fileOver: boolean;
  error?: string;
  onFiles: (files: FileList | null) => void;
}

/** Where pictures are dropped or chosen. */
export function PictureDropZone({ inputId, fileOver, error, onFiles }: PictureDropZoneProps) {
  return (
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
          onFiles(event.target.files);
          // The same file may be chosen again after a failure.
          event.target.value = '';
        }}
      />
    </label>
  );
}
