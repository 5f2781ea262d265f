/*
 * The small part of oidc-provider (ESM, untyped) the sandbox's identity providers use. Written
 * here rather than pulling @types/oidc-provider and its Koa type tree for a development stand-in.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClaimValue = string | number | boolean | string[] | undefined;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, ClaimValue>> | Record<string, ClaimValue>;
  }

  export interface OidcContext {
    oidc: { result?: { login?: { accountId: string } } };
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types: string[];
    response_types: string[];
    token_endpoint_auth_method: string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  export interface Configuration {
    adapter: new (name: string) => Adapter;
    clients: ClientMetadata[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
    features: Record<string, { enabled: boolean }>;
    interactions: { url(ctx: unknown, interaction: Interaction): string; policy: unknown };
    pkce: { required(): boolean };
    ttl: Record<string, number>;
    renderError(ctx: { type: string; body: string }, out: Record<string, string>, error: Error): void;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type InteractionResult =
    { login: { accountId: string }; consent: { grantId: string } } | { error: string; error_description: string };

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission: boolean },
    ): Promise<void>;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean | Promise<boolean>);
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: { add(check: Check): void };
  }

  export const interactionPolicy: {
    Check: typeof Check;
    base(): Prompt[] & { get(name: string): Prompt | undefined };
  };
}
