import type { z } from 'zod';
import {
  anyVehicleCertificateSchema,
  isProvisionalCertificate,
  isVehicleCertificate,
  vehicleCertificateSchema,
} from './vehicle-certificate.validator';

const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('vehicle registration certificates', () => {
  it('registration certificate: 9 digits; provisional B+9 digits or AB+6 digits', () => {
    expect(isVehicleCertificate('123456789')).toBe(true);
    expect(isVehicleCertificate('12345678')).toBe(false);
    expect(isProvisionalCertificate('B123456789')).toBe(true);
    expect(isProvisionalCertificate('ab123456')).toBe(true);
    expect(isProvisionalCertificate('A123456789')).toBe(false);
    expect(isProvisionalCertificate('AB1234567')).toBe(false);
    expect(keys(vehicleCertificateSchema, 'B123456789')).toEqual(['too-long']);
    expect(keys(vehicleCertificateSchema, '12345678X')).toEqual(['invalid-certificate']);
    expect(keys(anyVehicleCertificateSchema, 'B123456789')).toEqual([]);
    expect(keys(anyVehicleCertificateSchema, '123456789')).toEqual([]);
    expect(keys(anyVehicleCertificateSchema, 'C123456789')).toEqual(['invalid-certificate']);
  });

  it.each([
    ['123 456 789', '123456789'],
    [' 123-456-789 ', '123456789'],
    ['b 311 150 145', 'B311150145'],
    ['ab 482913', 'AB482913'],
  ])('reads %j as the certificate %s', (typed, number) => {
    expect(anyVehicleCertificateSchema.parse(typed)).toBe(number);
    expect(isVehicleCertificate(typed) || isProvisionalCertificate(typed)).toBe(true);
  });

  it('still refuses what is not a certificate once the separators are gone', () => {
    expect(keys(vehicleCertificateSchema, '123 456 78')).toEqual(['invalid-certificate']);
    expect(keys(vehicleCertificateSchema, '123 456 7890')).toEqual(['too-long']);
    expect(keys(vehicleCertificateSchema, '123.456.789')).toEqual(['too-long']);
    expect(keys(vehicleCertificateSchema, ' - ')).toEqual(['required']);
  });
});
