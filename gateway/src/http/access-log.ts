/** Where the access log goes: `process.stdout.write` in the gateway. */
export type LogSink = (text: string) => void;

export interface AccessLogOptions {
  /** A line waits at most this long before it is written (default 100 ms). */
  readonly maxDelayMs?: number;
  /** Lines are written at once when this many characters wait (default 16 KiB). */
  readonly maxBufferedChars?: number;
  /** The clock of the timestamps (default `Date.now`). */
  readonly now?: () => number;
}

/**
 * The gateway's access log: one plain line per API call, stamped when the response finished, and
 * written in batches. A write to stdout is a system call (synchronous on Linux pipes and files):
 * one per request was ~9% of the gateway's CPU under load (bench:load), so the lines of up to
 * `maxDelayMs` go out together. `flush()` writes what waits (the gateway calls it on exit, so no
 * line is lost at a clean stop).
 */
export class AccessLog {
  private readonly maxDelayMs: number;
  private readonly maxBufferedChars: number;
  private readonly now: () => number;
  private buffered: string[] = [];
  private bufferedChars = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sink: LogSink,
    options: AccessLogOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? 100;
    this.maxBufferedChars = options.maxBufferedChars ?? 16 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Adds one line (without its newline), prefixed with the time and `HTTP`. */
  write(line: string): void {
    const text = `${new Date(this.now()).toISOString()} HTTP ${line}\n`;
    this.buffered.push(text);
    this.bufferedChars += text.length;
    if (this.bufferedChars >= this.maxBufferedChars) {
      this.flush();
      return;
    }
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.flush(), this.maxDelayMs);
      // A pending line never keeps the process alive: exit flushes it.
      this.timer.unref();
    }
  }

  /** Writes every waiting line now, in one write. */
  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.buffered.length === 0) return;
    const text = this.buffered.join('');
    this.buffered = [];
    this.bufferedChars = 0;
    this.sink(text);
  }
}
