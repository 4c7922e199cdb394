import type { DragEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#web/components/ui/icons';
import { imageSources } from '#web/lib/images';

/** The drag payload of a picture being moved within the field (files from the desktop carry 'Files'). */
const PICTURE_DRAG = 'application/x-kuber-picture';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-zinc-300 bg-white text-zinc-800 hover:border-zinc-900 disabled:cursor-not-allowed disabled:opacity-40';

interface PictureTileProps {
  url: string;
  index: number;
  count: number;
  /** This picture is the one being dragged. */
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Moves the picture at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** Dragging a picture onto another puts it in that one's place; files dragged in are left to the field. */
function reorderByDrag(index: number, { onDragStart, onDragEnd, onMove }: PictureTileProps) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(PICTURE_DRAG, String(index));
      event.dataTransfer.effectAllowed = 'move';
      onDragStart();
    },
    onDragEnd,
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(PICTURE_DRAG)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(PICTURE_DRAG)) return;
      event.preventDefault();
      event.stopPropagation();
      onMove(Number(event.dataTransfer.getData(PICTURE_DRAG)), index);
    },
  };
}

/** One uploaded picture: dragged or moved by its buttons to reorder, made the main one, removed. */
export function PictureTile(props: PictureTileProps) {
  const { url, index, count, dragging, onMove, onRemove } = props;
  return (
    <li
      {...reorderByDrag(index, props)}
      className={`flex flex-col overflow-hidden rounded-lg border bg-white ${index === 0 ? 'border-accent' : 'border-zinc-200'} ${dragging ? 'opacity-50' : ''}`}
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
            onClick={() => onMove(index, 0)}
          >
            Make main
          </button>
        )}
      </div>
      <PictureButtons index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}

function PictureButtons({
  index,
  count,
  onMove,
  onRemove,
}: Pick<PictureTileProps, 'index' | 'count' | 'onMove' | 'onRemove'>) {
  return (
    <div className="flex items-center gap-1 p-1.5">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move picture ${index + 1} left`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move picture ${index + 1} right`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ChevronRightIcon />
      </button>
      <button
        type="button"
        className={`${iconButton} ml-auto`}
        aria-label={`Remove picture ${index + 1}`}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
