import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/**
 * The tar format (POSIX ustar) as far as a backup needs it: regular files with their names,
 * sizes and times, written one after another and read back in order. Everything the store
 * writes opens with any tar (`tar tzf kuber-backup-….tar.gz`).
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`The name ${name} is too long for a backup's archive`);
}

function header(name: string, size: number, mtime: Date, mode: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const parts = splitName(name);
  block.write(parts.name, 0, 100);
  block.write(octal(mode, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148);
  block.write('0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.write(parts.prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
}

/** How much the writer gathers before handing it on: few hand-overs, so few waits on a busy event loop. */
const GATHER = 1 << 20;

/** Writes files into `out` (a gzip stream, usually), one at a time. */
export class TarWriter {
  private gathered: Buffer[] = [];
  private bytes = 0;
  constructor(private readonly out: Writable) {}

  private async push(chunk: Buffer) {
    this.gathered.push(chunk);
    this.bytes += chunk.length;
    if (this.bytes >= GATHER) await this.flush();
  }

  private async flush() {
    if (!this.bytes) return;
    const all = Buffer.concat(this.gathered);
    this.gathered = [];
    this.bytes = 0;
    await write(this.out, all);
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await this.push(Buffer.alloc(BLOCK - rest));
  }

  async addBuffer(name: string, data: Buffer, opts: { mtime?: Date; mode?: number } = {}): Promise<void> {
    await this.push(header(name, data.length, opts.mtime ?? new Date(), opts.mode ?? 0o644));
    await this.push(data);
    await this.pad(data.length);
  }

  /** A file from disk, streamed; `size` is what it held when looked at (it must not change meanwhile). */
  async addFile(name: string, file: string, size: number, opts: { mtime?: Date; mode?: number } = {}): Promise<void> {
    await this.addStream(name, createReadStream(file), size, opts);
  }

  async addStream(name: string, body: Readable, size: number, opts: { mtime?: Date; mode?: number } = {}) {
    await this.push(header(name, size, opts.mtime ?? new Date(), opts.mode ?? 0o644));
    let written = 0;
    for await (const chunk of body) {
      const bytes = chunk as Buffer;
      written += bytes.length;
      if (written > size) throw new Error(`${name} grew while it was being backed up`);
      await this.push(bytes);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being backed up`);
    await this.pad(size);
  }

  /** The two empty blocks that end an archive; then `out` is ended. */
  async end(): Promise<void> {
    await this.push(Buffer.alloc(BLOCK * 2));
    await this.flush();
    this.out.end();
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
  mode: number;
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** The files of a tar archive read from `input` (already decompressed), in order, each whole. */
export async function* readTar(input: AsyncIterable<Buffer | string>): AsyncGenerator<TarEntry> {
  let pending: Buffer[] = [];
  let held = 0;
  const iterator = input[Symbol.asyncIterator]();
  /** The next `n` bytes, or null at the end of the input. */
  const take = async (n: number): Promise<Buffer | null> => {
    while (held < n) {
      const next = await iterator.next();
      if (next.done) return null;
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      pending.push(chunk);
      held += chunk.length;
    }
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const out = all.subarray(0, n);
    pending = [all.subarray(n)];
    held -= n;
    return out;
  };
  for (;;) {
    const block = await take(BLOCK);
    if (!block || block.every((b) => b === 0)) return;
    if (text(block, 257, 5) !== 'ustar') throw new Error('it is not a tar archive');
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1) || '0';
    const prefix = text(block, 345, 155);
    const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    const body = await take(padded);
    if (!body) throw new Error('it ends early, cut short');
    if (type === '0') yield { name, data: Buffer.from(body.subarray(0, size)), mode: parseInt(text(block, 100, 8), 8) };
  }
}
