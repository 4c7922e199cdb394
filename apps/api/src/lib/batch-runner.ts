/**
 * Works through a queue kept elsewhere (the database's outbox, the waiting list) in batches, one
 * run at a time: `run()` starts a run, or, during one, asks for one more pass once it ends, so
 * whatever came in meanwhile is not missed and no two runs overlap. A run takes batches until one
 * comes back short of `batchSize`. A failed run is reported to `onError` and ends; the next call
 * starts afresh.
 */
export class BatchRunner {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly batch: () => Promise<number>,
    private readonly batchSize: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts a run, or one more pass after the one under way; answers when the running is done. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while ((await this.batch()) === this.batchSize);
      } while (this.again);
    })()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Waits for a run under way. */
  async idle(): Promise<void> {
    await this.running;
  }
}
