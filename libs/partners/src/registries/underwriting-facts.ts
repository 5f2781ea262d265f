import { DomainError, type FactsNeeded, type UnderwritingFacts } from '@asiguro/domain';
import { RegistriesClient, RegistryNotFoundError } from './registries.client';

/**
 * Asks the registries what an item needs (factsNeeded): the vehicle (and a trailer's towing
 * vehicle) from RCA Data, the company
 * from the company registry, the property from the cadastre — in parallel. An unknown record is
 * the customer's input error, answered with the spec's key on the field that names it.
 */
export async function loadUnderwritingFacts(
  registries: RegistriesClient,
  needed: FactsNeeded | null,
  correlationId?: string,
): Promise<UnderwritingFacts> {
  if (!needed) return {};
  const notFound = (error: unknown, path: string, key: string): never => {
    if (error instanceof RegistryNotFoundError) {
      if (error.key === 'companyNotFound' || error.key === 'mortgage-not-found')
        throw new DomainError(error.key, { path });
      throw new DomainError('invalid-options', { issues: [{ path, key }] });
    }
    throw error;
  };
  const [vehicle, towingVehicle, company, property] = await Promise.all([
    needed.vehicle
      ? registries
          .lookupVehicle({ ...needed.vehicle }, correlationId)
          .catch((error: unknown) => notFound(error, 'vehicle.certificateNumber', 'invalid-certificate'))
      : undefined,
    // A trailer's towing vehicle comes from the registry too: whether it is itself a trailer is
    // the registry's word, never the customer's.
    needed.towingVehicle
      ? registries
          .lookupVehicle({ ...needed.towingVehicle }, correlationId)
          .catch((error: unknown) => notFound(error, 'towingVehicle.certificateNumber', 'invalid-certificate'))
      : undefined,
    needed.company
      ? registries
          .lookupCompany(needed.company.idno, correlationId)
          .catch((error: unknown) => notFound(error, 'idno', 'invalid-idno'))
      : undefined,
    needed.property
      ? registries
          .lookupProperty(needed.property.cadastralCode, correlationId)
          .catch((error: unknown) => notFound(error, 'cadastralCode', 'invalid-cadastral-code'))
      : undefined,
  ]);
  return {
    ...(vehicle ? { vehicle } : {}),
    ...(towingVehicle ? { towingVehicle } : {}),
    ...(company ? { company } : {}),
    ...(property ? { property } : {}),
  };
}
