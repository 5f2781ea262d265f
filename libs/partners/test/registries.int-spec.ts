import {
  PartnerProtocolError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
  RegistriesClient,
  RegistryNotFoundError,
  loadUnderwritingFacts,
  type RegistriesClientOptions,
} from '@asiguro/partners';
import { DomainError } from '@asiguro/domain';
import { sandboxPerFile } from './sandbox-per-file';

// Contract tests of the registries adapter against the real sandbox process.

const sandbox = sandboxPerFile();

async function setRegistries(patch: object): Promise<void> {
  await sandbox.putAdmin('registries', patch);
}

function registries(options: RegistriesClientOptions = {}): RegistriesClient {
  return new RegistriesClient(
    { SANDBOX_URL: sandbox.url(), PARTNER_URLS: '{}', PARTNER_TIMEOUT_MS: 3_000, PARTNER_RETRIES: 1 },
    { retry: { baseDelayMs: 5, maxDelayMs: 20 }, ...options },
  );
}

describe(RegistriesClient.name, () => {
  it('finds a vehicle by certificate and owner, with its owner, bonus-malus class and policy end', async () => {
    const record = await registries().lookupVehicle({ certificateNumber: '662642156', ownerCode: '2002636966187' });
    expect(record).toMatchObject({
      make: 'Dacia',
      vehicleType: 'car',
      engineType: 'petrol',
      engineTypeCode: 1,
      engineVolume: 1598,
      owner: { type: 'individual', name: 'Ion Rotaru' },
      bonusMalusClass: 9,
      currentPolicy: { insurer: 'donaris' },
    });
    expect(record.earliestPolicyStart > record.currentPolicy!.validTo).toBe(true);
    const foreign = await registries().lookupVehicle({ certificateNumber: 'AB482913', ownerCode: '0972102344039' });
    expect(foreign.registrationCountry).toBe('UA');
  });

  it("looks up a trailer's towing vehicle in the registry, as the customer cannot vouch for it", async () => {
    const carrier = '1006600273827';
    const trailer = { certificateNumber: '992197372', ownerCode: carrier };
    const facts = await loadUnderwritingFacts(registries(), {
      vehicle: trailer,
      towingVehicle: { certificateNumber: '205591380', ownerCode: carrier },
    });
    expect(facts.vehicle).toMatchObject({ vehicleType: 'trailer', vehicleCategory: 'O' });
    expect(facts.towingVehicle).toMatchObject({ make: 'Volvo', vehicleCategory: 'N3' });
    // A towing certificate the registry does not know for this owner is the customer's input error.
    const unknown = loadUnderwritingFacts(registries(), {
      vehicle: trailer,
      towingVehicle: { certificateNumber: '662642156', ownerCode: carrier },
    });
    await expect(unknown).rejects.toBeInstanceOf(DomainError);
    await expect(unknown).rejects.toMatchObject({
      details: { issues: [{ path: 'towingVehicle.certificateNumber', key: 'invalid-certificate' }] },
    });
  });

  it('answers vehicle-not-found when the certificate and owner do not belong together', async () => {
    const failure = registries().lookupVehicle({ certificateNumber: '662642156', ownerCode: '2004787371520' });
    await expect(failure).rejects.toBeInstanceOf(RegistryNotFoundError);
    await expect(failure).rejects.toMatchObject({ key: 'vehicle-not-found', status: 404, retryable: false });
  });

  it('finds companies and properties, and answers companyNotFound and mortgage-not-found for unknown ones', async () => {
    await expect(registries().lookupCompany('1016600035165')).resolves.toMatchObject({
      name: 'General Asigurări S.A.',
    });
    await expect(registries().lookupProperty('0100415.123.01')).resolves.toMatchObject({ propertyType: 'rooms' });
    await expect(registries().lookupCompany('1008600038413')).rejects.toMatchObject({ key: 'companyNotFound' });
    await expect(registries().lookupProperty('0100415.999.01')).rejects.toMatchObject({ key: 'mortgage-not-found' });
  });

  it('refuses malformed identifiers as a bad request, not as unknown', async () => {
    const failure = registries().lookupVehicle({ certificateNumber: '12345', ownerCode: '2002636966187' });
    await expect(failure).rejects.toBeInstanceOf(PartnerRejectedError);
    await expect(failure).rejects.not.toBeInstanceOf(RegistryNotFoundError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  it("times out when the registry is 'slow'", async () => {
    await setRegistries({ mode: 'slow' });
    await expect(
      registries({ timeoutMs: 300, retry: { retries: 0 } }).lookupCompany('1016600035165'),
    ).rejects.toBeInstanceOf(PartnerTimeoutError);
  });

  it("fails with PartnerUnavailableError when 'down' or failing every call, and PartnerProtocolError when malformed", async () => {
    await setRegistries({ mode: 'down' });
    await expect(registries().lookupCompany('1016600035165')).rejects.toBeInstanceOf(PartnerUnavailableError);
    await setRegistries({ mode: 'up', failureRate: 1 });
    await expect(registries().lookupProperty('0100415.123.01')).rejects.toBeInstanceOf(PartnerUnavailableError);
    await setRegistries({ mode: 'malformed', failureRate: 0 });
    await expect(registries().lookupCompany('1016600035165')).rejects.toBeInstanceOf(PartnerProtocolError);
  });
});
