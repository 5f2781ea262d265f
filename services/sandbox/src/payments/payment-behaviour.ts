import type { ServerResponse } from 'node:http';
import { Catch, HttpException, Injectable, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { PaymentProviderId } from '@asiguro/domain';
import { z } from 'zod';
import { PresetAnswer, write } from '../common/partner-routes';

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

/** Thrown before a handler runs, so the call changes nothing: a success cut short. */
export class MalformedAnswer extends PresetAnswer {
  constructor() {
    super({ status: 200, rawJson: MALFORMED_ANSWER });
  }
}

/** Thrown before a handler runs when the provider is rate-limiting: 429 with a Retry-After. */
export class RateLimitedAnswer extends PresetAnswer {
  constructor(body: object) {
    super({ status: 429, json: body, headers: { 'retry-after': String(RATE_LIMITED_RETRY_AFTER_SECONDS) } });
  }
}

/**
 * Answers a PresetAnswer (a broken body, a rate limit) on the provider APIs still served by Nest
 * controllers; PartnerRoutes answers it on the routes ahead of Express.
 */
@Catch(PresetAnswer)
export class PresetAnswerFilter implements ExceptionFilter {
  catch(error: PresetAnswer, host: ArgumentsHost): void {
    write(host.switchToHttp().getResponse<ServerResponse>(), error.answer);
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
