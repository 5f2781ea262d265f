import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** How long an OpenID Connect sign-in may take from its start to the provider's callback. */
export const OIDC_FLOW_MAX_AGE_SECONDS = 600;

export const oidcFlowSchema = z.object({
  provider: z.string(),
  codeVerifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
  /** The anonymous session that started the flow: only its orders may move into the account. */
  anonymousUid: z.string(),
  /** Epoch seconds after which the flow is refused even if the cookie survived. */
  expires: z.number().int(),
});
export type OidcFlow = z.infer<typeof oidcFlowSchema>;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'asiguro', 'oidc-flow-cookie', 32));
}

/**
 * Seals the flow (PKCE verifier, state, nonce, return path) with AES-256-GCM under a key derived
 * from SESSION_SECRET: the browser carries it but can neither read the verifier nor change it.
 */
export function sealOidcFlow(flow: OidcFlow, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The flow a cookie carries, or null when it is missing, tampered with or expired. */
export function openOidcFlow(value: string | undefined, secret: string, now = Date.now()): OidcFlow | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 3) return null;
  try {
    const [iv, body, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
    if (iv.length !== 12 || tag.length !== 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const flow = oidcFlowSchema.safeParse(JSON.parse(text));
    return flow.success && flow.data.expires * 1000 > now ? flow.data : null;
  } catch {
    return null;
  }
}
