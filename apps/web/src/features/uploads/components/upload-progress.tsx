/** How far an upload has gone; the server's re-encoding after the last byte shows as a full, pulsing bar. */
export function UploadProgress({ sent, label }: { sent: number; label: string }) {
  const percent = Math.round(sent * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200"
    >
      <div
        className={`h-full rounded-full bg-accent transition-[width] duration-200 ${percent === 100 ? 'animate-pulse' : ''}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
