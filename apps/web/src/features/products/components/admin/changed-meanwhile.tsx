import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api';

/**
 * A save the store refused because the product changed since the form was filled: another
 * save or switch (it names what changed), or pieces sold that a lower figure cannot take
 * away. A slug another product has is a 409 too, but names nothing.
 */
export function isChangedMeanwhile(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && Boolean(error.errors?.length);
}

/**
 * What changed, and a way to fill the form again from the product as it is now. Takes the
 * focus when shown, so that an owner who saved from the foot of a long form is brought to it.
 */
export function ChangedMeanwhile({ error, onReload }: { error: ApiError; onReload: () => Promise<unknown> }) {
  const box = useRef<HTMLDivElement>(null);
  const [reloading, setReloading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const details = [...new Set((error.errors ?? []).map((e) => e.message))].filter((m) => m !== error.message);
  useEffect(() => box.current?.focus(), [error]);

  const reload = async () => {
    setReloading(true);
    setFailed(undefined);
    try {
      await onReload();
    } catch (problem) {
      setFailed(problem instanceof ApiError ? problem.message : 'The product could not be loaded. Please try again.');
    } finally {
      setReloading(false);
    }
  };
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-sm leading-6 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
    >
      <p className="font-semibold">{error.message}</p>
      {details.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <p className="mt-1">
        Reloading fills the form with the product as it is saved now; the changes made here are not kept.
      </p>
      {failed && <p className="mt-1 text-red-700">{failed}</p>}
      <Button size="sm" className="mt-2" busy={reloading} busyText="Reloading..." onClick={() => void reload()}>
        Reload
      </Button>
    </div>
  );
}
