export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** What we are waiting for, for the failure message. */
  description?: string;
}

/**
 * Polls `condition` until it returns a truthy value (which is returned) or the time runs out.
 * Tests wait for conditions, never for fixed sleeps; on timeout the last error or value is reported.
 */
export async function waitFor<T>(condition: () => T | Promise<T>, options: WaitOptions = {}): Promise<NonNullable<T>> {
  const { timeoutMs = 15_000, intervalMs = 50, description = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description} (last: ${detail})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
