/**
 * Background work that must never overlap with itself (the outbox relay's drains, the queue
 * recovery's runs): a request during a run asks for exactly one more run once it ends, however
 * many requests came meanwhile. A failed run is reported, never thrown.
 */
export class CoalescedRuns {
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: Error) => void,
  ) {}

  request(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work()
      .then(
        () => undefined,
        (error: Error) => this.onError(error),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.request();
        }
      });
  }

  /** No run starts after this; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
