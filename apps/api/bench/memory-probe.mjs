/* global process, setInterval */
// Loaded into the store's process by the benchmark (node --import): writes the process's memory
// (RSS, heap used, heap total, in bytes) and how late its event loop ran (99th percentile and
// slowest, in ms) to the file BENCH_MEMORY_FILE names, ten times a second, for the benchmark to
// read from outside. The delays count from the last time the benchmark wrote the file named
// `<BENCH_MEMORY_FILE>.reset`. The store itself never loads it.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  setInterval(() => {
    if (existsSync(`${file}.reset`)) {
      rmSync(`${file}.reset`, { force: true });
      loop.reset();
    }
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    const ms = (ns) => (Number.isFinite(ns) ? (ns / 1e6).toFixed(1) : '0');
    writeFileSync(file, `${rss} ${heapUsed} ${heapTotal} ${ms(loop.percentile(99))} ${ms(loop.max)}`);
  }, 100).unref();
}
