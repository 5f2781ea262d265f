import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  addCalendarDays,
  calendarDay,
  chisinauDayOf,
  isCadastralCode,
  isIdno,
  isIdnp,
  isProvisionalCertificate,
  isVehicleCertificate,
} from '@asiguro/domain';
import type { VehicleRecord } from '@asiguro/partners';
import { REGISTRIES_BEHAVIOUR_ID } from '../admin/admin.controller';
import type { PartnerRoute, RouteAnswer } from '../common/partner-routes';
import { PROPERTY_FIXTURES } from './cadastre.fixtures';
import { COMPANY_FIXTURES } from './company-registry.fixtures';
import { VEHICLE_FIXTURES, type VehicleFixture } from './vehicle-registry.fixtures';

const vehicleQuery = z.object({
  certificateNumber: z
    .string()
    .trim()
    .refine((value) => isVehicleCertificate(value) || isProvisionalCertificate(value), 'not a certificate number'),
  ownerCode: z
    .string()
    .trim()
    .refine((value) => isIdnp(value) || isIdno(value), 'not an IDNP or IDNO'),
});
const companyQuery = z.object({ idno: z.string().trim().refine(isIdno, 'not an IDNO') });
const propertyQuery = z.object({ cadastralCode: z.string().trim().refine(isCadastralCode, 'not a cadastral code') });

function plusDays(day: string, days: number): string {
  return addCalendarDays(calendarDay(day), days);
}

/** A fixture as RCA Data answers it today (policy ends and inspections relative to today). */
export function vehicleRecordOn(fixture: VehicleFixture, today: string): VehicleRecord {
  const policyEnd = fixture.policy ? plusDays(today, fixture.policy.endsInDays) : undefined;
  const active = fixture.policy && fixture.policy.endsInDays >= 0;
  return {
    certificateNumber: fixture.certificateNumber,
    ...fixture.vehicle,
    technicalInspectionValidUntil: fixture.inspectionInDays === null ? null : plusDays(today, fixture.inspectionInDays),
    owner: fixture.owner,
    bonusMalusClass: fixture.bonusMalusClass,
    currentPolicy:
      fixture.policy && active
        ? { insurer: fixture.policy.insurer, number: fixture.policy.number, validTo: policyEnd! }
        : null,
    earliestPolicyStart: active ? plusDays(policyEnd!, 1) : today,
  };
}

/** A lookup's refusal of a malformed request: the first problem, field and rule only. */
function invalid(error: z.ZodError): RouteAnswer {
  return { status: 400, json: { reason: 'invalid-request', message: error.issues[0]?.message } };
}

/** A registry lookup: a POST with a JSON body (never personal data in a URL), behind the registries' behaviour. */
function lookup(path: RegExp, answer: (body: unknown) => RouteAnswer): PartnerRoute {
  return {
    method: 'POST',
    path,
    body: 'json',
    partner: () => REGISTRIES_BEHAVIOUR_ID,
    answer: ({ body }) => answer(body),
  };
}

/**
 * The state registries: RCA Data, the company registry and the cadastral register, answered ahead
 * of Express by PartnerRoutes (main.ts), with the registries' run-time behaviour played first.
 * Unknown records answer 404 with the error key the customer sees.
 */
@Injectable()
export class RegistryRoutes {
  readonly routes: readonly PartnerRoute[] = [
    lookup(/^\/registries\/vehicles\/lookup$/, (body) => this.vehicle(body)),
    lookup(/^\/registries\/companies\/lookup$/, (body) => this.company(body)),
    lookup(/^\/registries\/cadastre\/lookup$/, (body) => this.property(body)),
  ];

  vehicle(body: unknown): RouteAnswer {
    const query = vehicleQuery.safeParse(body);
    if (!query.success) return invalid(query.error);
    const { certificateNumber, ownerCode } = query.data;
    // Certificate and owner must match together: a certificate alone reveals nothing.
    const fixture = VEHICLE_FIXTURES.find(
      (candidate) =>
        candidate.certificateNumber.toUpperCase() === certificateNumber.toUpperCase() &&
        candidate.ownerCode === ownerCode,
    );
    if (!fixture) return { status: 404, json: { reason: 'vehicle-not-found' } };
    return { status: 200, json: vehicleRecordOn(fixture, chisinauDayOf(new Date())) };
  }

  company(body: unknown): RouteAnswer {
    const query = companyQuery.safeParse(body);
    if (!query.success) return invalid(query.error);
    const company = COMPANY_FIXTURES.find((candidate) => candidate.idno === query.data.idno);
    return { status: company ? 200 : 404, json: company ?? { reason: 'companyNotFound' } };
  }

  property(body: unknown): RouteAnswer {
    const query = propertyQuery.safeParse(body);
    if (!query.success) return invalid(query.error);
    const property = PROPERTY_FIXTURES.find((candidate) => candidate.cadastralCode === query.data.cadastralCode);
    return { status: property ? 200 : 404, json: property ?? { reason: 'mortgage-not-found' } };
  }
}
