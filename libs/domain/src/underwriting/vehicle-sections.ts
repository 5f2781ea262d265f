import { DomainError } from '../errors/domain-error';
import type { DocumentVehicle } from './document-subject';
import { isoDateOf } from './details-dates';
import { known } from './known-facts';
import type { UnderwritingFacts } from './underwriting.types';
import { knownVehicle, type DetailsVehicle } from './vehicle-facts';

/*
 * The vehicle as a policy's issue request and documents carry it, the registry's record first and
 * then the details. A leaf of the domain: the motor lines' folders use it without an import cycle
 * through the registry of lines.
 */

/** The vehicle the insurer's issue request carries. */
export function vehicleContract(details: Partial<DetailsVehicle>, facts: UnderwritingFacts): Record<string, unknown> {
  const vehicle = knownVehicle(details, facts.vehicle);
  return known({
    certificateNumber: vehicle.certificateNumber,
    plateNumber: vehicle.plateNumber,
    vin: vehicle.vin,
    make: vehicle.make,
    model: vehicle.model,
    category: vehicle.euCategory,
    engineVolume: vehicle.engineVolume,
    seats: vehicle.seats,
    registrationCountry: vehicle.registrationCountry,
  });
}

/** The drivers' licences the insurer's issue request carries (RCA, CASCO). */
export function drivingLicences(drivers: readonly { driverLicenseNumber: string; driverLicenseDate: string }[] = []) {
  return drivers.map((driver) => ({
    licenceNumber: driver.driverLicenseNumber,
    licenceDate: isoDateOf(driver.driverLicenseDate),
  }));
}

/** The vehicle a policy prints; a vehicle without a known plate cannot be printed (a missing registry answer). */
export function vehicleSection(details: Partial<DetailsVehicle>, facts: UnderwritingFacts): DocumentVehicle {
  const vehicle = knownVehicle(details, facts.vehicle);
  if (!vehicle.plateNumber) {
    throw new DomainError('invalid-options', { issues: [{ path: 'facts.vehicle', key: 'required' }] });
  }
  return {
    plateNumber: vehicle.plateNumber,
    ...(vehicle.make ? { make: vehicle.make } : {}),
    ...(vehicle.model ? { model: vehicle.model } : {}),
    ...(vehicle.vin ? { vin: vehicle.vin } : {}),
    ...(vehicle.certificateNumber ? { registrationCertificate: vehicle.certificateNumber } : {}),
    // A certificate of RCA Data is Moldovan unless the registry says otherwise.
    registrationCountry: vehicle.registrationCountry ?? 'MD',
    ...(vehicle.euCategory ? { category: vehicle.euCategory } : {}),
    ...(vehicle.engineVolume !== undefined ? { engineVolume: vehicle.engineVolume } : {}),
    // Trailers have no seats; the documents print only a positive count.
    ...(vehicle.seats ? { seats: vehicle.seats } : {}),
  };
}
