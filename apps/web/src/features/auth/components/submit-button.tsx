import { Button } from '#web/components/ui/button';

export type SubmitPhase = 'idle' | 'busy' | 'done';

interface SubmitButtonProps {
  phase: SubmitPhase;
  /** The three texts, e.g. 'Sign In', 'Signing in...', 'Success!'. */
  labels: Record<SubmitPhase, string>;
}

/** The form's full-width submit button in its three states; the success is announced too. */
export function SubmitButton({ phase, labels }: SubmitButtonProps) {
  return (
    <>
      <Button
        type="submit"
        size="lg"
        className={phase === 'done' ? 'w-full bg-emerald-700! disabled:opacity-100' : 'w-full'}
        busy={phase === 'busy'}
        busyText={labels.busy}
        disabled={phase === 'done'}
      >
        {phase === 'done' ? (
          <>
            <CheckIcon />
            {labels.done}
          </>
        ) : (
          labels.idle
        )}
      </Button>
      <p role="status" className="sr-only">
        {phase === 'done' ? labels.done : ''}
      </p>
    </>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}
