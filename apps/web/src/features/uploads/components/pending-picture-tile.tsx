import type { PendingPicture } from '../use-picture-uploads';
import { UploadProgress } from './upload-progress';

function progressText({ state, sent }: PendingPicture) {
  if (state === 'waiting') return 'Waiting…';
  return sent < 1 ? `Uploading ${Math.round(sent * 100)}%` : 'Processing…';
}

/** A picture still going up (or refused): its preview, progress or error, and a way to drop it. */
export function PendingPictureTile({ item, onDiscard }: { item: PendingPicture; onDiscard: () => void }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-zinc-200 bg-white">
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
            <p className="text-xs text-zinc-600">{progressText(item)}</p>
          </>
        )}
        <button
          type="button"
          className="self-start text-xs font-semibold text-zinc-700 underline underline-offset-2 hover:text-zinc-950"
          onClick={onDiscard}
        >
          {item.state === 'failed' ? 'Dismiss' : 'Cancel'}
          <span className="sr-only"> {item.file.name}</span>
        </button>
      </div>
    </li>
  );
}
