import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` now and then every `everyMs` for as long as the app is open: the interval
 * does not keep the process alive and stops when the app closes. A failed run is logged
 * and the next one tries again.
 */
export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
