import { SANDBOX_PARTNER_CREDENTIALS } from '@asiguro/platform';
import { intlChisinauParts } from '@asiguro/testing';

/*
 * What the read-back suite knows from outside the product: the calendar as Intl's time-zone data
 * has it, and the partners as they answer anyone who asks them (the insurer its policy, RCA Data a
 * vehicle, the payment provider its payment, the mail sink its messages).
 */

const parts = intlChisinauParts;

/** The calendar day in Chișinău at an instant, yyyy-mm-dd. */
export function chisinauDay(instant: Date): string {
  const p = parts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall clock in Chișinău at an instant, yyyy-mm-ddTHH:mm. */
export function chisinauWallClock(instant: Date): string {
  const p = parts(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The offset (+02:00 or +03:00) Chișinău's clocks show at `clock` (HH:mm:ss) on `day`. */
export function chisinauOffset(day: string, clock: string): string {
  for (const offset of ['+02:00', '+03:00']) {
    const p = parts(new Date(`${day}T${clock}${offset}`));
    if (`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}` === `${day}T${clock}`) return offset;
  }
  throw new Error(`${day} ${clock} does not exist in Chișinău`);
}

export interface InsurerPolicyAnswer {
  number: string;
  insurer: string;
  product: string;
  liabilityStart: string;
  validFrom: string;
  validTo: string;
  premium?: { minor: number; currency: string };
}

/** The policy as its insurer answers `GET policies/:number`, with the credentials the insurer gave us. */
export async function insurerAnswer(sandboxUrl: string, slug: string, number: string): Promise<InsurerPolicyAnswer> {
  const credential = SANDBOX_PARTNER_CREDENTIALS[slug];
  const headers: Record<string, string> = {};
  if (credential && 'apiKey' in credential) headers[credential.header ?? 'x-api-key'] = credential.apiKey;
  if (credential && 'clientId' in credential) {
    const basic = Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64');
    const token = await fetch(`${sandboxUrl}/insurers/${slug}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    headers.authorization = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
  }
  const response = await fetch(`${sandboxUrl}/insurers/${slug}/policies/${encodeURIComponent(number)}`, { headers });
  if (!response.ok) throw new Error(`${slug} answered ${response.status} for policy ${number}`);
  return ((await response.json()) as { policy: InsurerPolicyAnswer }).policy;
}

export interface RegistryVehicle {
  plateNumber: string;
  vin: string;
  owner: { type: string; name: string };
  bonusMalusClass: number | string;
}

/** A vehicle as RCA Data answers it, by certificate and owner's code. */
export async function registryVehicle(sandboxUrl: string, certificateNumber: string, ownerCode: string) {
  const response = await fetch(`${sandboxUrl}/registries/vehicles/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ certificateNumber, ownerCode }),
  });
  if (!response.ok) throw new Error(`RCA Data answered ${response.status} for ${certificateNumber}`);
  return (await response.json()) as RegistryVehicle;
}

/** What the card provider was asked to charge for the payment opened at `redirectUrl`. */
export async function providerCharge(sandboxUrl: string, redirectUrl: string) {
  const id = new URL(redirectUrl).pathname.split('/').pop()!;
  const response = await fetch(`${sandboxUrl}/payments/control/payments/card/${id}`);
  if (!response.ok) throw new Error(`the card provider answered ${response.status} for ${id}`);
  const payment = (await response.json()) as { amountMinor: number; currency: string; state: string };
  return { minor: payment.amountMinor, currency: payment.currency, state: payment.state };
}

export interface SinkMessage {
  id: string;
  subject: string;
  text: string;
  attachments: { filename: string }[];
}

/** The messages the SMTP sink received for an address. */
export async function mailTo(sandboxUrl: string, address: string): Promise<SinkMessage[]> {
  const response = await fetch(`${sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': address } });
  return ((await response.json()) as { messages: SinkMessage[] }).messages;
}
