import type { Stack } from './stack';

/* The sandbox's insurers as tests drive and read them, through its admin API. */

/** The policies a sandbox insurer issued under one idempotency key (its admin list). */
export async function issuedUnder(
  stack: Stack,
  slug: string,
  idempotencyKey: string,
): Promise<{ number: string; idempotencyKey: string }[]> {
  const response = await fetch(`${stack.sandboxUrl}/admin/issuers/${slug}/policies`);
  const issued = (await response.json()) as { number: string; idempotencyKey: string }[];
  return issued.filter((policy) => policy.idempotencyKey === idempotencyKey);
}

/** Changes how sandbox insurers behave ('*' for all). */
export async function setInsurer(
  stack: Stack,
  slug: string,
  behaviour: { latencyMs?: number; failureRate?: number; mode?: string; losesAnswers?: boolean },
) {
  const response = await fetch(`${stack.sandboxUrl}/admin/issuers/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
  if (!response.ok) throw new Error(`sandbox admin answered ${response.status}`);
}
