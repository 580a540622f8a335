import { ENTRY_OVERHEAD_BYTES, stringBytes } from './limits';

/** What a bounded store tells the memory report. */
export interface StoreSize {
  entries: number;
  bytes: number;
  boundBytes: number;
}

/**
 * A log of JSON values held as their serialised text, bounded in bytes: the oldest entries are forgotten first once
 * the total is over `boundBytes`. Kept as text because a parsed value can take twenty times its JSON's size in the
 * heap (a 64 KiB body of nested empty arrays parses into about 1.3 MiB of objects); a string's size is its length.
 * Entries are parsed again when read, which only dev routes do.
 * @example const log = new BoundedLog<Harvest>(8 * 1024 * 1024); log.push(h); log.list();
 */
export class BoundedLog<T> {
  private readonly entries: string[] = [];
  private head = 0;
  private bytes = 0;

  constructor(readonly boundBytes: number) {}

  /**
   * Adds one value (its JSON must fit the bound alone, else it is not kept); false when it could not be serialised
   * (too deeply nested for the stack) or is larger than the whole bound.
   */
  push(value: T): boolean {
    let text: string;
    try {
      text = JSON.stringify(value);
    } catch {
      return false;
    }
    const size = sizeOf(text);
    if (size > this.boundBytes) return false;
    this.entries.push(text);
    this.bytes += size;
    while (this.bytes > this.boundBytes) {
      this.bytes -= sizeOf(this.entries[this.head] as string);
      this.entries[this.head++] = '';
    }
    // Drop the forgotten slots now and then, not on every push (splice is linear in the length).
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries.splice(0, this.head);
      this.head = 0;
    }
    return true;
  }

  /** The kept values, oldest first. */
  list(): T[] {
    return this.entries.slice(this.head).map((text) => JSON.parse(text) as T);
  }

  size(): StoreSize {
    return { entries: this.entries.length - this.head, bytes: this.bytes, boundBytes: this.boundBytes };
  }
}

const sizeOf = (text: string) => stringBytes(text) + ENTRY_OVERHEAD_BYTES;
