import { INSURER_CALLBACK_HEADERS, signInsurerCallback } from '@asiguro/partners';

/** Attempts and first backoff of a callback delivery. */
const ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 500;

/**
 * Posts a decision to the caller's callback URL, signed with HMAC-SHA256 over
 * `rawBody + "." + timestamp`, retrying with backoff until a 2xx. Delivery is best effort (the
 * caller can always poll), so failures end quietly.
 */
export async function deliverCallback(
  url: string,
  payload: object,
  secret: string,
  stopped: () => boolean,
): Promise<boolean> {
  const rawBody = JSON.stringify(payload);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (stopped()) return false;
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, FIRST_BACKOFF_MS * 2 ** (attempt - 1)).unref());
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INSURER_CALLBACK_HEADERS.timestamp]: timestamp,
          [INSURER_CALLBACK_HEADERS.signature]: signInsurerCallback(rawBody, timestamp, secret),
        },
        body: rawBody,
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return true;
    } catch {
      // The receiver is down or slow: try again after the backoff.
    }
  }
  return false;
}
