/**
 * The silent draft saving of spec §4: while the customer types, the latest details are saved a
 * moment after the last keystroke, one save at a time, and always the newest state. A failed
 * save is reported to `onError` (logged, never shown) and retried with the next change.
 */
export class DraftSaver<T> {
  private pending: T | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly save: (value: T) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = 700,
    private readonly timers: {
      set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
      clear: (id: ReturnType<typeof setTimeout>) => void;
    } = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id) },
  ) {}

  /** Schedules a save of `value` (replacing any newer-than-saved state not saved yet). */
  schedule(value: T): void {
    this.pending = value;
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
  }

  /** Saves what is pending now and waits until every save has finished. */
  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      this.timers.clear(this.timer);
      this.timer = undefined;
    }
    while (this.running || this.pending !== undefined) {
      if (this.running) {
        await this.running;
        continue;
      }
      const value = this.pending as T;
      this.pending = undefined;
      this.running = this.save(value)
        .catch((error: unknown) => this.onError(error))
        .finally(() => (this.running = undefined));
    }
  }

  /** Forgets what is pending (the page is leaving for good). */
  cancel(): void {
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }
}
