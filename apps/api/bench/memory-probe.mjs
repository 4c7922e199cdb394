/* global process, setInterval */
// Loaded into the store's process by the benchmark (node --import): writes the process's memory
// (RSS, heap used, heap total, in bytes) to the file BENCH_MEMORY_FILE names, ten times a second,
// for the benchmark to read its high-water mark from outside. The store itself never loads it.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    writeFileSync(file, `${rss} ${heapUsed} ${heapTotal}`);
  }, 100).unref();
}
