import { setTimeout as sleep } from 'node:timers/promises';
import { waitFor, type WaitOptions } from '@asiguro/testing';

/*
 * The chaos run stops as a whole (its deadline, Ctrl-C): every wait below gives up as soon as the
 * run's signal fires, with the signal's reason, so no fault goes on after the run has ended.
 */

/** A pause the run's signal cuts short. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch((error: unknown) => {
    signal.throwIfAborted();
    throw error;
  });
}

/** waitFor (which knows no signal) that ends at the next poll once the run is stopped. */
export async function waitUntil<T>(
  signal: AbortSignal,
  condition: () => T | Promise<T>,
  options: WaitOptions,
): Promise<NonNullable<T>> {
  const value = await waitFor(async () => signal.aborted || (await condition()), options);
  signal.throwIfAborted();
  return value as NonNullable<T>;
}

/** `work`, or the signal's reason as soon as it fires (the work itself goes on: stop what it uses). */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Whether `work` settled (either way) within `ms`. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return settled;
}
