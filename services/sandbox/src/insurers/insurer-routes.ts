import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { PartnerRoute, RouteAnswer } from '../common/partner-routes';
import { InsurerDesk, type InsurerReply } from './insurer-desk';

/** `/insurers/<slug>/<resource>[/<id>]`, each one path segment. */
function insurerPath(resource: string, withId: boolean): RegExp {
  return new RegExp(`^/insurers/([^/?#]+)/${resource}${withId ? '/([^/?#]+)' : ''}$`);
}

/** An insurer's reply as the route answers it. */
function answerOf(reply: InsurerReply): RouteAnswer {
  if (reply.lost) return { cut: true };
  return { status: reply.status, json: reply.body, headers: reply.headers };
}

/**
 * The insurers' HTTP API (`/insurers/:slug/…`, README.md), answered ahead of Express by
 * PartnerRoutes (installed in main.ts). Nine insurers quote every offer search, so these are most
 * of the sandbox's requests. Each insurer's run-time behaviour is played first; authentication,
 * throttling and answers in each issuer's layout are InsurerDesk's.
 */
@Injectable()
export class InsurerRoutes {
  constructor(private readonly desk: InsurerDesk) {}

  readonly routes: readonly PartnerRoute[] = [
    this.route('POST', 'token', false, (slug, { headers }) => this.desk.token(slug, headers)),
    this.route('POST', 'quotes', false, (slug, { headers, body }) => this.desk.quote(slug, headers, body)),
    this.route('POST', 'policies', false, (slug, { headers, body }) => this.desk.issue(slug, headers, body)),
    this.route('POST', 'applications', false, (slug, { headers, body }) => this.desk.apply(slug, headers, body)),
    this.route('GET', 'applications', true, (slug, { headers, id }) => this.desk.application(slug, headers, id)),
    this.route('GET', 'policies', true, (slug, { headers, id }) => this.desk.policy(slug, headers, id)),
  ];

  private route(
    method: 'GET' | 'POST',
    resource: string,
    withId: boolean,
    reply: (slug: string, request: { headers: IncomingHttpHeaders; body: unknown; id: string }) => InsurerReply,
  ): PartnerRoute {
    return {
      method,
      path: insurerPath(resource, withId),
      body: method === 'POST' ? 'json' : undefined,
      partner: ([slug]) => slug!,
      answer: ({ params: [slug, id = ''], headers, body }) => answerOf(reply(slug!, { headers, body, id })),
    };
  }
}
