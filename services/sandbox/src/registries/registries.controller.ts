import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
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

function answer(res: Response, status: number, body: unknown): void {
  res.status(status).json(body);
}

/**
 * The state registries: RCA Data, the company registry and the cadastral register. Lookups are
 * POSTs with a JSON body (never personal data in a URL); unknown records answer 404 with the
 * error key the customer sees.
 */
@Controller('registries')
export class RegistriesController {
  @Post('vehicles/lookup')
  @HttpCode(200)
  vehicle(@Body() body: unknown, @Res() res: Response) {
    const query = vehicleQuery.safeParse(body);
    if (!query.success) return answer(res, 400, { reason: 'invalid-request', message: query.error.issues[0]?.message });
    const { certificateNumber, ownerCode } = query.data;
    // Certificate and owner must match together: a certificate alone reveals nothing.
    const fixture = VEHICLE_FIXTURES.find(
      (candidate) =>
        candidate.certificateNumber.toUpperCase() === certificateNumber.toUpperCase() &&
        candidate.ownerCode === ownerCode,
    );
    if (!fixture) return answer(res, 404, { reason: 'vehicle-not-found' });
    answer(res, 200, vehicleRecordOn(fixture, chisinauDayOf(new Date())));
  }

  @Post('companies/lookup')
  @HttpCode(200)
  company(@Body() body: unknown, @Res() res: Response) {
    const query = companyQuery.safeParse(body);
    if (!query.success) return answer(res, 400, { reason: 'invalid-request', message: query.error.issues[0]?.message });
    const company = COMPANY_FIXTURES.find((candidate) => candidate.idno === query.data.idno);
    answer(res, company ? 200 : 404, company ?? { reason: 'companyNotFound' });
  }

  @Post('cadastre/lookup')
  @HttpCode(200)
  property(@Body() body: unknown, @Res() res: Response) {
    const query = propertyQuery.safeParse(body);
    if (!query.success) return answer(res, 400, { reason: 'invalid-request', message: query.error.issues[0]?.message });
    const property = PROPERTY_FIXTURES.find((candidate) => candidate.cadastralCode === query.data.cadastralCode);
    answer(res, property ? 200 : 404, property ?? { reason: 'mortgage-not-found' });
  }
}
