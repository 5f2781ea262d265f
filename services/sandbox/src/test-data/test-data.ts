import { ISSUERS, productsSoldBy } from '@asiguro/domain';
import { PARTNER_MODES } from '../common/partner-behaviour';
import { TEST_USERS } from '../identity/test-users';
import { INSURER_PERSONALITIES } from '../insurers/insurer-personalities';
import { TEST_CARDS } from '../payments/card/test-cards';
import { PROPERTY_FIXTURES } from '../registries/cadastre.fixtures';
import { COMPANY_FIXTURES } from '../registries/company-registry.fixtures';
import { VEHICLE_FIXTURES } from '../registries/vehicle-registry.fixtures';

/** A request that changes how a partner behaves, with an example body. */
export interface ControlRequest {
  what: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/**
 * Everything a developer or an integrator needs to drive the sandbox by hand (GET /test-data):
 * the registry's vehicles, companies and properties, the payment providers' test cards and
 * payment switches, the identity providers' test users, and how to make each insurer slow,
 * failing or down. Read from the fixtures themselves, so it cannot go stale.
 */
export function sandboxTestData() {
  const insurerSlug = ':slug';
  return {
    vehicles: VEHICLE_FIXTURES.map((fixture) => ({
      certificateNumber: fixture.certificateNumber,
      ownerCode: fixture.ownerCode,
      owner: fixture.owner.name,
      plateNumber: fixture.vehicle.plateNumber,
      note: fixture.note,
    })),
    companies: COMPANY_FIXTURES.map((company) => ({
      idno: company.idno,
      name: company.name,
      status: company.status,
    })),
    properties: PROPERTY_FIXTURES.map((property) => ({
      cadastralCode: property.cadastralCode,
      propertyType: property.propertyType,
      address: property.address,
    })),
    cards: Object.entries(TEST_CARDS).map(([number, behaviour]) => ({
      number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
      behaviour,
      expiry: 'any month/year not past, e.g. 12/39',
      cvc: 'any 3 digits',
    })),
    payments: [
      {
        what: 'pay (or reject) a mobile instant payment as the banking app would',
        method: 'POST',
        path: '/payments/mobile/test-pay/:qrId',
        body: { outcome: 'paid' },
      },
      {
        what: 'make a payment provider slow, unavailable, failing its refunds or answering broken JSON',
        method: 'PUT',
        path: '/payments/control/behaviour/:provider',
        body: { delayMs: 5000, unavailable: false, failRefunds: false, malformed: false },
      },
      {
        what: 'send a provider notification again: replay, resend, bad-signature, stale, future or delayed',
        method: 'POST',
        path: '/payments/control/notifications/:provider/:providerPaymentId',
        body: { mode: 'replay' },
      },
      { what: 'put every payment provider back to normal', method: 'DELETE', path: '/payments/control/behaviour' },
    ] satisfies ControlRequest[],
    identityUsers: Object.entries(TEST_USERS).flatMap(([provider, users]) =>
      users.map((user) => ({ provider, name: user.name, email: user.email, roles: user.roles })),
    ),
    insurers: ISSUERS.map((issuer) => {
      const personality = INSURER_PERSONALITIES.get(issuer.slug);
      return {
        slug: issuer.slug,
        name: issuer.name,
        kind: issuer.kind,
        products: productsSoldBy(issuer),
        style: personality?.style,
        latencyMs: personality?.latencyMs,
      };
    }),
    insurerControls: [
      {
        what: 'slow: every answer after a delay (ms, at most 60000)',
        method: 'PUT',
        path: `/admin/issuers/${insurerSlug}`,
        body: { latencyMs: 5000 },
      },
      {
        what: 'slow: hold every request until the caller gives up (its timeout)',
        method: 'PUT',
        path: `/admin/issuers/${insurerSlug}`,
        body: { mode: 'slow' },
      },
      {
        what: 'failing: a share of the answers are 503 (0 to 1, seeded)',
        method: 'PUT',
        path: `/admin/issuers/${insurerSlug}`,
        body: { failureRate: 0.5 },
      },
      {
        what: 'failing: answers 200 with broken JSON',
        method: 'PUT',
        path: `/admin/issuers/${insurerSlug}`,
        body: { mode: 'malformed' },
      },
      {
        what: 'down: every answer is 503',
        method: 'PUT',
        path: `/admin/issuers/${insurerSlug}`,
        body: { mode: 'down' },
      },
      {
        what: 'back to normal',
        method: 'PUT',
        path: `/admin/issuers/${insurerSlug}`,
        body: { mode: 'up', failureRate: 0 },
      },
      {
        what: 'all insurers at once: use * as the slug',
        method: 'PUT',
        path: '/admin/issuers/*',
        body: { mode: 'down' },
      },
      { what: 'an insurer’s behaviour now', method: 'GET', path: `/admin/issuers/${insurerSlug}` },
      {
        what: 'every partner back to its start (optional seed)',
        method: 'POST',
        path: '/admin/reset',
        body: { seed: 1 },
      },
    ] satisfies ControlRequest[],
    modes: PARTNER_MODES,
  };
}

export type SandboxTestData = ReturnType<typeof sandboxTestData>;
