import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISSUERS } from '@asiguro/domain';
import { TEST_CARDS } from '../payments/card/test-cards';
import { PROPERTY_FIXTURES } from '../registries/cadastre.fixtures';
import { COMPANY_FIXTURES } from '../registries/company-registry.fixtures';
import { VEHICLE_FIXTURES } from '../registries/vehicle-registry.fixtures';
import { sandboxTestData } from './test-data';

const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

/** Whether the README has a table row whose first cells are `cells` (cells padded as Prettier writes them). */
function hasRow(...cells: string[]): boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\|\\s*${cells.map(escape).join('\\s*\\|\\s*')}\\s*\\|`, 'm').test(readme);
}

describe(sandboxTestData.name, () => {
  const data = sandboxTestData();

  it('lists every registry vehicle with its owner’s code, every company, every property and card', () => {
    expect(data.vehicles.map((vehicle) => [vehicle.certificateNumber, vehicle.ownerCode])).toEqual(
      VEHICLE_FIXTURES.map((fixture) => [fixture.certificateNumber, fixture.ownerCode]),
    );
    expect(data.companies.map((company) => company.idno)).toEqual(COMPANY_FIXTURES.map((company) => company.idno));
    expect(data.properties.map((property) => property.cadastralCode)).toEqual(
      PROPERTY_FIXTURES.map((property) => property.cadastralCode),
    );
    expect(data.cards).toEqual(
      expect.arrayContaining([expect.objectContaining({ number: '4111 1111 1111 1111', behaviour: 'succeeds' })]),
    );
    expect(data.cards).toHaveLength(Object.keys(TEST_CARDS).length);
    expect(data.insurers.map((insurer) => insurer.slug)).toEqual(ISSUERS.map((issuer) => issuer.slug));
  });

  it('says how to make an insurer slow, failing or down', () => {
    const bodies = data.insurerControls.filter((control) => control.path === '/admin/issuers/:slug');
    expect(bodies.map((control) => control.body)).toEqual(
      expect.arrayContaining([{ latencyMs: 5000 }, { failureRate: 0.5 }, { mode: 'down' }, { mode: 'slow' }]),
    );
  });

  it('is written out in the sandbox’s README, so people find it without a running sandbox', () => {
    const missing = [
      ...data.vehicles.filter((vehicle) => !hasRow(vehicle.certificateNumber, vehicle.ownerCode)),
      ...data.companies.filter((company) => !hasRow(company.idno, company.name)),
      ...data.properties.filter((property) => !hasRow(property.cadastralCode)),
      ...data.cards.filter((card) => !hasRow(card.number, card.behaviour)),
      ...data.identityUsers.filter((user) => !hasRow(user.provider, user.name, user.email)),
    ];
    expect(missing).toEqual([]);
    for (const body of ['{"latencyMs": 5000}', '{"failureRate": 0.5}', '{"mode": "down"}', '{"mode": "slow"}']) {
      expect(readme).toContain(body);
    }
  });
});
