import type { z } from 'zod';
import { PartnerError, PartnerRejectedError, PartnerProtocolError } from '../http';
import { HttpInsurerAdapter, type HttpInsurerAdapterDeps } from './http-insurer.adapter';
import {
  InsurerApplicationPendingError,
  issueBodySchema,
  type InsurerCallContext,
  type insurerIssueRequestSchema,
} from './insurer-adapter';
import type { ApplicationAnswer, InsurerPolicy } from './insurer-wire';

export interface AsyncIssueOptions {
  /** How long one `issue` call waits for a decision before giving up (retryable). */
  deadlineMs: number;
  /** First wait between polls; grows by half each poll up to `maxPollIntervalMs`. */
  pollIntervalMs: number;
  maxPollIntervalMs: number;
}

export const DEFAULT_ASYNC_ISSUE_OPTIONS: AsyncIssueOptions = {
  deadlineMs: 30_000,
  pollIntervalMs: 200,
  maxPollIntervalMs: 2_000,
};

/**
 * An insurer that decides later: `POST applications` (Idempotency-Key) answers 202 with an
 * application id; `GET applications/:id` says pending, issued or refused. `issue` submits, then
 * polls with backoff until a decision or the deadline. The same key always names the same
 * application, so a retried `issue` resumes it instead of applying twice.
 */
export class AsyncInsurerAdapter extends HttpInsurerAdapter {
  readonly style = 'async' as const;

  constructor(
    deps: HttpInsurerAdapterDeps,
    private readonly options: AsyncIssueOptions = DEFAULT_ASYNC_ISSUE_OPTIONS,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    super(deps);
  }

  protected async issueParsed(
    idempotencyKey: string,
    body: Omit<z.output<typeof insurerIssueRequestSchema>, 'idempotencyKey'>,
    context: InsurerCallContext,
  ): Promise<InsurerPolicy> {
    const started = Date.now();
    const { body: submitted } = await this.send({
      method: 'POST',
      path: 'applications',
      body,
      bodySchema: issueBodySchema(body.product),
      idempotencyKey,
      schema: this.codec.application,
      correlationId: context.correlationId,
    });
    await context.onApplication?.(submitted.applicationId);
    let application: ApplicationAnswer;
    try {
      application = await this.untilDecided(submitted, started, context);
    } catch (error) {
      // The insurer holds the application: whatever went wrong since, it may still issue.
      if (error instanceof PartnerError) error.outcomeUnknown = true;
      throw error;
    }
    return this.decided(application);
  }

  /** Polls a submitted application, with backoff, until it is decided or the deadline passes. */
  private async untilDecided(
    submitted: ApplicationAnswer,
    started: number,
    context: InsurerCallContext,
  ): Promise<ApplicationAnswer> {
    let application = submitted;
    let wait = this.options.pollIntervalMs;
    while (application.status === 'pending') {
      const waited = Date.now() - started;
      if (waited + wait > this.options.deadlineMs) {
        throw new InsurerApplicationPendingError(this.slug, application.applicationId, waited);
      }
      await this.sleep(wait);
      wait = Math.min(this.options.maxPollIntervalMs, Math.round(wait * 1.5));
      application = (
        await this.send({
          method: 'GET',
          path: `applications/${encodeURIComponent(application.applicationId)}`,
          schema: this.codec.application,
          correlationId: context.correlationId,
        })
      ).body;
    }
    return application;
  }

  /**
   * How an application stands, asked of the insurer itself: a callback's claim is applied only
   * when this answer confirms it.
   */
  async application(applicationId: string, context: InsurerCallContext = {}): Promise<ApplicationAnswer> {
    const { body } = await this.send({
      method: 'GET',
      path: `applications/${encodeURIComponent(applicationId)}`,
      schema: this.codec.application,
      correlationId: context.correlationId,
    });
    return body;
  }

  private decided(application: ApplicationAnswer): InsurerPolicy {
    if (application.status === 'refused') {
      throw new PartnerRejectedError(this.slug, 422, application.reason ?? 'refused', application);
    }
    if (!application.policy) throw new PartnerProtocolError(this.slug, 'issued application without a policy');
    return { ...application.policy, applicationId: application.applicationId };
  }
}
