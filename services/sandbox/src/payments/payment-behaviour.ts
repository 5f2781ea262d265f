import { Catch, HttpException, Injectable, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { PaymentProviderId } from '@asiguro/domain';
import { z } from 'zod';

/** Switches tests flip to make a provider misbehave (`PUT /payments/control/behaviour/:provider`). */
export const paymentBehaviourSchema = z.object({
  /** Every API call waits this long first (to provoke the caller's timeout). */
  delayMs: z.number().int().min(0).max(120_000).default(0),
  /** API calls answer 503, as a provider in maintenance does. */
  unavailable: z.boolean().default(false),
  /** Refunds answer 503 (the caller retries, then alerts staff). */
  failRefunds: z.boolean().default(false),
  /** API calls answer 200 with a body cut short (broken JSON), and change nothing. */
  malformed: z.boolean().default(false),
  /** API calls answer 429 Too Many Requests with `Retry-After: 3`, and change nothing. */
  rateLimited: z.boolean().default(false),
});
export type PaymentBehaviour = z.infer<typeof paymentBehaviourSchema>;

const NORMAL: PaymentBehaviour = {
  delayMs: 0,
  unavailable: false,
  failRefunds: false,
  malformed: false,
  rateLimited: false,
};

/** The Retry-After of a rate-limited provider (seconds). */
export const RATE_LIMITED_RETRY_AFTER_SECONDS = 3;

/** What a provider whose answer broke off mid-way sends: a success cut short. */
export const MALFORMED_ANSWER = '{"ok":true,"result":{"status":"Pai';

/** Thrown before a handler runs, so the call changes nothing; MalformedAnswerFilter answers it. */
export class MalformedAnswer extends Error {}

/** Thrown before a handler runs when the provider is rate-limiting; MalformedAnswerFilter answers it. */
export class RateLimitedAnswer extends Error {
  constructor(readonly body: object) {
    super('rate limited');
  }
}

/**
 * Answers a MalformedAnswer with 200 and broken JSON, and a RateLimitedAnswer with 429 and a
 * Retry-After (the provider APIs' controllers use it).
 */
@Catch(MalformedAnswer, RateLimitedAnswer)
export class MalformedAnswerFilter implements ExceptionFilter {
  catch(error: MalformedAnswer | RateLimitedAnswer, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (error instanceof RateLimitedAnswer) {
      res.status(429).setHeader('Retry-After', String(RATE_LIMITED_RETRY_AFTER_SECONDS)).json(error.body);
      return;
    }
    res.status(200).type('application/json').send(MALFORMED_ANSWER);
  }
}

@Injectable()
export class PaymentBehaviours {
  private readonly behaviours = new Map<PaymentProviderId, PaymentBehaviour>();

  get(provider: PaymentProviderId): PaymentBehaviour {
    return this.behaviours.get(provider) ?? NORMAL;
  }

  set(provider: PaymentProviderId, behaviour: PaymentBehaviour): void {
    this.behaviours.set(provider, behaviour);
  }

  reset(): void {
    this.behaviours.clear();
  }

  /** Plays the provider's configured latency, outage or broken answers before an API call is served. */
  async apply(provider: PaymentProviderId, unavailableBody: object): Promise<void> {
    const behaviour = this.get(provider);
    if (behaviour.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.unavailable) throw new HttpException(unavailableBody, 503);
    if (behaviour.rateLimited) throw new RateLimitedAnswer({ ...unavailableBody, rateLimited: true });
    if (behaviour.malformed) throw new MalformedAnswer();
  }
}
