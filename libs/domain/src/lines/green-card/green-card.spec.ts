import { addonsOf } from '../../catalogue/addons';
import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { getProduct } from '../../catalogue/product-definitions';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import {
  exampleCar,
  lightTruck,
  routeMinibus,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  type RegistryVehicle,
} from '../../underwriting/underwriting-test-facts';
import { fixedClock } from '../../validation/clock';
import { toValidationIssues } from '../../validation/keyed-schemas';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW)['green-card'];
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.
const order = (details: object = {}) => ({
  items: [{ type: 'green-card' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});
const greenCard = (details: object, vehicle?: RegistryVehicle) =>
  riskFor({ type: 'green-card', details: { ...example, ...details } }, vehicle ? { vehicle } : {}, { today });

describe('Green Card', () => {
  it('offers the Romanian vignette, the road tax, road assistance and the courier’s delivery as add-ons', () => {
    expect(addonsOf('green-card').map((addon) => addon.type)).toEqual([
      'vignette:ro',
      'road-tax',
      'roadside-assistance-eu',
      'courier-delivery',
    ]);
  });

  it('requires a permanent registration certificate, a zone and a class on sale', () => {
    const schema = getProduct('green-card').detailsSchemaAt(fixedClock(TEST_NOW));
    const issues = (details: object) => {
      const result = schema.safeParse({ ...example, ...details });
      return result.success ? [] : toValidationIssues(result.error).map((issue) => `${issue.path}:${issue.key}`);
    };
    expect(issues({})).toEqual([]);
    expect(issues({ vehicle: { certificateNumber: 'B123456789' } })).toEqual(['vehicle.certificateNumber:too-long']);
    expect(issues({ zone: 'CB', vehicleClass: 'B' })).toEqual(['vehicleClass:invalid-option', 'zone:invalid-option']);
  });

  it('is issued with the registered car, zone, class, trailer and period, naming the contractor', () => {
    const subject = issuanceSubjectFor(
      order({ trailer: { certificateNumber: '139286637' } }),
      { vehicle: exampleCar() },
      { paidAt: TEST_NOW },
    );
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({
      vehicle: { certificateNumber: '123456789', plateNumber: 'ABC 123' },
      zone: 'CA',
      vehicleClass: 'A',
      trailerCertificate: '139286637',
      startDate: '2026-11-29',
      periodDays: 15,
    });
    expect(subject.contract.persons).toBeUndefined();
  });

  it('prints the registered car, the zone and the class', () => {
    const subject = documentSubjectFor(order(), { vehicle: exampleCar() }, { locale: 'ro', paidAt: TEST_NOW });
    expect(subject.vehicle).toMatchObject({ plateNumber: 'ABC 123', registrationCountry: 'MD' });
    expect(subject.greenCard).toEqual({ zone: 'CA', vehicleClass: 'A' });
    expect(subject.insuredPersons).toEqual([]);
  });

  it('refuses a class that does not fit the registered vehicle', () => {
    expect(greenCard({ vehicleClass: 'C1' }, exampleCar())).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'vehicleClass', key: 'invalid-option' }],
    });
    expect(greenCard({ vehicleClass: 'E2' }, exampleCar())).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(greenCard({ vehicleClass: 'E1' }, routeMinibus())).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(greenCard({ vehicleClass: 'E2' }, routeMinibus())).toMatchObject({ ok: true });
    expect(greenCard({ vehicleClass: 'C1' }, lightTruck())).toMatchObject({ ok: true });
  });

  it('adds the trailer’s card when a trailer certificate is given', () => {
    expect(greenCard({ trailer: { certificateNumber: '139286637' } }, exampleCar())).toMatchObject({
      ok: true,
      risk: { trailer: true, registrationCountry: 'MD', provisionalCertificate: false },
    });
  });

  it('prices from the details alone before the registry answers', () => {
    expect(greenCard({})).toMatchObject({ ok: true, risk: { zone: 'CA', vehicleClass: 'A', periodDays: 15 } });
  });

  it('passes a foreign registration on, for the tariff to decline', () => {
    const result = greenCard({}, exampleCar({ registrationCountry: 'UA' }));
    if (!result.ok) throw new Error('refused');
    expect(quote('green-card', result.risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({
      declined: true,
      reason: 'not-eligible',
    });
  });

  it('follows the rate of the pricing day, its tariff being in EUR', () => {
    const risk = { zone: 'CA', vehicleClass: 'A', periodDays: 30 };
    const atRate = quote('green-card', risk, 'moldasig', TEST_TARIFF_CONTEXT);
    const dearer = quote('green-card', risk, 'moldasig', {
      ...TEST_TARIFF_CONTEXT,
      rates: { ...TEST_TARIFF_CONTEXT.rates, EUR: 20 },
    });
    if (atRate.declined || dearer.declined) throw new Error('declined');
    expect(dearer.tariffPrice).toEqual(atRate.tariffPrice);
    expect(dearer.price.minor).toBeGreaterThan(atRate.price.minor);
  });

  it('is sold by the eight insurers that sell it, Moldcargo included, and by no state system', () => {
    const risk = { zone: 'CA', vehicleClass: 'A', periodDays: 30 };
    const sold = (insurer: string) => !quote('green-card', risk, insurer, TEST_TARIFF_CONTEXT).declined;
    expect(
      ['moldasig', 'donaris', 'grawe', 'acord-grup', 'general', 'intact', 'asterra', 'transelit', 'moldcargo'].every(
        sold,
      ),
    ).toBe(true);
    expect(sold('e-rovinieta')).toBe(false);
  });
});
