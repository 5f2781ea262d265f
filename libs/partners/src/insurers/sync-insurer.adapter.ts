import type { z } from 'zod';
import { PartnerRejectedError } from '../http';
import { HttpInsurerAdapter } from './http-insurer.adapter';
import { issueBodySchema, type InsurerCallContext, type insurerIssueRequestSchema } from './insurer-adapter';
import type { InsurerPolicy } from './insurer-wire';

/** An insurer that issues at once: `POST policies` with an Idempotency-Key answers the policy. */
export class SyncInsurerAdapter extends HttpInsurerAdapter {
  readonly style = 'sync' as const;

  protected async issueParsed(
    idempotencyKey: string,
    body: Omit<z.output<typeof insurerIssueRequestSchema>, 'idempotencyKey'>,
    context: InsurerCallContext,
  ): Promise<InsurerPolicy> {
    const { body: answer } = await this.send({
      method: 'POST',
      path: 'policies',
      body,
      bodySchema: issueBodySchema(body.product),
      idempotencyKey,
      schema: this.codec.issued,
      correlationId: context.correlationId,
    });
    if (answer.kind === 'refused') {
      throw new PartnerRejectedError(this.slug, 422, answer.reason, answer);
    }
    return answer.policy;
  }
}
