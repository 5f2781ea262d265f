import { isValidationKey } from '../validation/validation-keys';
import { fixedClock } from '../validation/clock';
import { toValidationIssues } from '../validation/keyed-schemas';
import { describeIssues } from './details-check';
import { EXAMPLE_CODES, exampleDetails } from './details-examples';
import type { ProductDefinition } from './product-definition';
import { CATALOGUE, getProduct } from './product-definitions';

// 10 March 2025 (a Monday), 09:00 in Chișinău.
const NOW = new Date('2025-03-10T07:00:00Z');
const clock = fixedClock(NOW);
const examples = exampleDetails(NOW);

function issuesOf(product: ProductDefinition, details: unknown, draft = false) {
  const schema = draft ? product.draftDetailsSchemaAt(clock) : product.detailsSchemaAt(clock);
  const result = schema.safeParse(details);
  return result.success ? [] : toValidationIssues(result.error).map((issue) => `${issue.path}:${issue.key}`);
}

const check = (type: Parameters<typeof getProduct>[0], details: unknown) => issuesOf(getProduct(type), details);

describe('details schemas', () => {
  describe.each(CATALOGUE.map((product) => [product.type, product] as const))('%s', (type, product) => {
    const example = examples[type];

    it('accepts a realistic example', () => {
      expect(issuesOf(product, example)).toEqual([]);
    });

    it('refuses an unknown field', () => {
      expect(issuesOf(product, { ...example, premium: 1 })).toEqual(['premium:unknown-field']);
    });

    it('asks for what is missing, by key', () => {
      const issues = issuesOf(product, {});
      expect(issues.length).toBeGreaterThan(0);
      expect(issues.every((issue) => issue.endsWith(':required'))).toBe(true);
    });

    it('accepts an empty draft and a partial one', () => {
      expect(issuesOf(product, {}, true)).toEqual([]);
      const [firstKey] = Object.keys(example) as (keyof typeof example)[];
      expect(issuesOf(product, { [firstKey]: example[firstKey] }, true)).toEqual([]);
    });

    it('still refuses unknown fields in a draft', () => {
      expect(issuesOf(product, { premium: 1 }, true)).toEqual(['premium:unknown-field']);
    });

    it('names every failure with a validation key, whatever the input', () => {
      const garbage = Object.fromEntries(Object.keys(example).map((key) => [key, { nonsense: [1] }]));
      for (const input of [null, 42, 'text', [], garbage, { ...example, ...garbage }]) {
        for (const schema of [product.detailsSchemaAt(clock), product.draftDetailsSchemaAt(clock)]) {
          const result = schema.safeParse(input);
          for (const issue of result.error?.issues ?? []) expect(isValidationKey(issue.message)).toBe(true);
        }
      }
    });
  });

  it('keeps each value’s own rule in a draft', () => {
    expect(check('rca', { ...examples.rca, startDate: '09.03.2025' })).toEqual(['startDate:date-in-past']);
    expect(issuesOf(getProduct('rca'), { vehicle: { certificateNumber: '12' } }, true)).toEqual([
      'vehicle.certificateNumber:invalid-certificate',
    ]);
    expect(
      issuesOf(
        getProduct('medical'),
        { persons: [{ idnp: '2004000123450' }], contractor: { idnp: EXAMPLE_CODES.idnp } },
        true,
      ),
    ).toEqual(['persons.0.idnp:invalid-idnp', 'contractor.contractorType:required']);
  });

  describe('rca', () => {
    it('refuses an electric car with a non-zero engine volume', () => {
      const electric = { ...examples.rca, vehicle: { ...examples.rca.vehicle, engineType: 4, engineVolume: 1500 } };
      expect(check('rca', electric)).toEqual(['vehicle.engineVolume:electric-engine-volume']);
      expect(check('rca', { ...electric, vehicle: { ...electric.vehicle, engineVolume: 0 } })).toEqual([]);
    });

    it('asks a trailer for its towing vehicle’s certificate, and nothing the client could claim of it', () => {
      const trailer = { ...examples.rca, vehicle: { ...examples.rca.vehicle, isTrailer: true } };
      expect(check('rca', trailer)).toEqual(['towingVehicle:required']);
      expect(check('rca', { ...trailer, towingVehicle: { certificateNumber: '987654321' } })).toEqual([]);
      expect(check('rca', { ...trailer, towingVehicle: { certificateNumber: '98765' } })).toEqual([
        'towingVehicle.certificateNumber:invalid-certificate',
      ]);
      // Whether the towing vehicle is a trailer is RCA Data's answer (rcaRisk), never the client's.
      expect(check('rca', { ...trailer, towingVehicle: { certificateNumber: '987654321', isTrailer: false } })).toEqual(
        ['towingVehicle.isTrailer:unknown-field'],
      );
    });

    it('asks for the title document unless the owner holds the car as property', () => {
      expect(check('rca', { ...examples.rca, ownership: 'leasing' })).toEqual([
        'documentNumber:required',
        'documentDate:required',
      ]);
      expect(
        check('rca', {
          ...examples.rca,
          ownership: 'leasing',
          documentNumber: 'L-2024/17',
          documentDate: '11.03.2025',
        }),
      ).toEqual(['documentDate:document-date-in-future']);
    });

    const residentDriver = {
      firstName: 'Ion',
      lastName: 'Popescu',
      birthday: '15.04.1985',
      driverCountry: 'MD',
      idnp: EXAMPLE_CODES.idnp,
      driverLicenseNumber: 'A123456',
      driverLicenseDate: '01.06.2005',
    };

    it('sells unlimited drivers only for cover starting on or after 1 April 2023 (Law 106/2022)', () => {
      const before = fixedClock(new Date('2023-03-20T08:00:00Z'));
      const rca = getProduct('rca');
      const at = (startDate: string, contractType: string, drivers?: object[]) => {
        const result = rca.detailsSchemaAt(before).safeParse({ ...examples.rca, startDate, contractType, drivers });
        return result.success ? [] : toValidationIssues(result.error).map((issue) => `${issue.path}:${issue.key}`);
      };
      expect(at('31.03.2023', 'unlimited')).toEqual(['contractType:unlimited-drivers-before-law']);
      expect(at('25.03.2023', 'unlimited')).toEqual(['contractType:unlimited-drivers-before-law']);
      expect(at('01.04.2023', 'unlimited')).toEqual([]);
      expect(at('31.03.2023', 'limited', [residentDriver])).toEqual([]);
      expect(check('rca', examples.rca)).toEqual([]);
    });

    it('asks a limited contract for its drivers', () => {
      expect(check('rca', { ...examples.rca, contractType: 'limited' })).toEqual(['drivers:required']);
      expect(check('rca', { ...examples.rca, contractType: 'limited', drivers: [residentDriver] })).toEqual([]);
      expect(
        check('rca', {
          ...examples.rca,
          contractType: 'limited',
          drivers: [{ ...residentDriver, driverCountry: 'abroad', idnp: undefined }],
        }),
      ).toEqual(['drivers.0.passportNumber:required']);
    });

    it('holds a resident driver’s licence to the personal code format, not a foreign one', () => {
      const driver = { ...residentDriver, driverLicenseNumber: 'AB123456789' };
      const limited = (drivers: object[]) => check('rca', { ...examples.rca, contractType: 'limited', drivers });
      expect(limited([driver])).toEqual([]);
      for (const bad of ['ABC12345', 'A123', '123456789']) {
        expect(limited([{ ...driver, driverLicenseNumber: bad }])).toEqual([
          'drivers.0.driverLicenseNumber:invalid-personal-code',
        ]);
      }
      const foreign = { ...driver, driverCountry: 'abroad', idnp: undefined, passportNumber: 'X1234567' };
      expect(limited([{ ...foreign, driverLicenseNumber: 'DE-123456789' }])).toEqual([]);
    });

    it('accepts a start today and up to 60 days ahead, not the day after', () => {
      expect(check('rca', { ...examples.rca, startDate: '10.03.2025' })).toEqual([]);
      expect(check('rca', { ...examples.rca, startDate: '09.05.2025' })).toEqual([]);
      expect(check('rca', { ...examples.rca, startDate: '10.05.2025' })).toEqual(['startDate:date-after-max']);
    });

    it('refuses a company code for an individual contractor and a minor contractor', () => {
      expect(
        check('rca', { ...examples.rca, contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idno } }),
      ).toEqual(['contractor.idnp:invalid-idnp']);
      expect(
        check('rca', {
          ...examples.rca,
          contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp, birthday: '11.03.2007' },
        }),
      ).toEqual(['contractor.birthday:under-18']);
      expect(
        check('rca', { ...examples.rca, contractor: { contractorType: 'company', idno: '1008600038412' } }),
      ).toEqual(['contractor.idno:invalid-idno']);
    });
  });

  describe('medical', () => {
    it('refuses an end before the start and a trip over a year', () => {
      expect(check('medical', { ...examples.medical, endDate: '16.03.2025' })).toEqual(['endDate:end-before-start']);
      expect(check('medical', { ...examples.medical, endDate: '17.03.2026' })).toEqual(['endDate:interval-too-long']);
    });

    it('refuses the same IDNP for two travellers', () => {
      const [first] = examples.medical.persons;
      expect(check('medical', { ...examples.medical, persons: [first, { ...first, firstName: 'Ana' }] })).toEqual([
        'persons.1.idnp:duplicate-personal-code',
      ]);
    });

    it('asks for travellers and a sport for sporting trips', () => {
      expect(check('medical', { ...examples.medical, persons: [] })).toEqual(['persons:persons-required']);
      expect(check('medical', { ...examples.medical, tripPurpose: 'SKI' })).toEqual(['sportType:required']);
      expect(check('medical', { ...examples.medical, tripPurpose: 'SKI', sportType: 'snowboard' })).toEqual([]);
    });

    it('pairs insured days with the validities they are sold for on multi-trip cover', () => {
      const multi = { ...examples.medical, travelType: 'multi', endDate: undefined };
      expect(check('medical', multi)).toEqual(['insuredDays:required', 'insuranceValidity:required']);
      expect(check('medical', { ...multi, insuredDays: 30, insuranceValidity: 180 })).toEqual([]);
      expect(check('medical', { ...multi, insuredDays: 7, insuranceValidity: 180 })).toEqual([
        'insuranceValidity:invalid-option',
      ]);
    });

    it('refuses a traveller born in the future or before 1920', () => {
      const [first] = examples.medical.persons;
      expect(check('medical', { ...examples.medical, persons: [{ ...first, birthday: '11.03.2025' }] })).toEqual([
        'persons.0.birthday:birthday-in-future',
      ]);
      expect(check('medical', { ...examples.medical, persons: [{ ...first, birthday: '31.12.1919' }] })).toEqual([
        'persons.0.birthday:birthday-too-early',
      ]);
    });
  });

  describe('medical-optional', () => {
    it('asks for a real nationality and refuses a repeated passport', () => {
      const [visitor] = examples['medical-optional'].persons;
      expect(
        check('medical-optional', {
          ...examples['medical-optional'],
          persons: [{ ...visitor, nationalityCode: 'XX' }],
        }),
      ).toEqual(['persons.0.nationalityCode:invalid-country']);
      expect(check('medical-optional', { ...examples['medical-optional'], persons: [visitor, visitor] })).toEqual([
        'persons.1.passportNumber:duplicate-personal-code',
      ]);
    });

    describe('a Romanian visitor’s personal code is a CNP', () => {
      // Man born 1 January 1980 in Alba (01), serial 001, check digit 5 (weights 2,7,9,1,4,6,3,5,8,2,7,9).
      const CNP = '1800101010015';
      const [visitor] = examples['medical-optional'].persons;
      const romanian = { ...visitor, nationalityCode: 'RO', personalCode: CNP };
      const withPersons = (...persons: object[]) =>
        check('medical-optional', { ...examples['medical-optional'], persons });

      it('accepts a valid CNP, and a Romanian without a code', () => {
        expect(withPersons(romanian)).toEqual([]);
        expect(withPersons({ ...visitor, nationalityCode: 'RO' })).toEqual([]);
      });

      it('refuses a wrong check digit, an impossible date and a code that is no CNP', () => {
        for (const bad of ['1800101010016', '1800230010012', '2004000123450', 'AB123456']) {
          expect(withPersons({ ...romanian, personalCode: bad })).toEqual(['persons.0.personalCode:invalid-cnp']);
        }
      });

      it('judges another country’s code by its format only', () => {
        expect(withPersons({ ...visitor, nationalityCode: 'GB', personalCode: 'AB123456' })).toEqual([]);
        expect(withPersons({ ...visitor, nationalityCode: 'GB', personalCode: '1800101010016' })).toEqual([]);
        expect(withPersons({ ...visitor, nationalityCode: 'GB', personalCode: 'AB 12-34' })).toEqual([
          'persons.0.personalCode:invalid-value',
        ]);
      });

      it('refuses the same personal code or IDNP for two visitors', () => {
        const other = { ...romanian, passportNumber: '533999999' };
        expect(withPersons(romanian, other)).toEqual(['persons.1.personalCode:duplicate-personal-code']);
        const resident = { ...visitor, idnp: EXAMPLE_CODES.foreignerIdnp };
        expect(withPersons(resident, { ...resident, passportNumber: '533999999' })).toEqual([
          'persons.1.idnp:duplicate-personal-code',
        ]);
      });

      it('says so in the customer’s language', () => {
        const issues = [{ path: 'persons.0.personalCode', key: 'invalid-cnp' as const }];
        expect(describeIssues('medical-optional', issues, 'en')[0]).toMatchObject({
          message: 'The CNP entered is not valid',
          labelKey: 'fields.personalCode',
        });
        expect(describeIssues('medical-optional', issues, 'ro')[0].message).toBe('CNP-ul introdus nu este valid');
        expect(describeIssues('medical-optional', issues, 'ru')[0].message).toBe('Введённый CNP недействителен');
      });
    });
  });

  describe('real-estate', () => {
    it('asks for the value matching the basis, in digits', () => {
      const replacement = { ...examples['real-estate'], insuredValue: 'RC' };
      expect(check('real-estate', replacement)).toEqual(['replacementCost:required']);
      expect(check('real-estate', { ...replacement, replacementCost: '1 500 000' })).toEqual([
        'replacementCost:digits-only',
      ]);
      expect(check('real-estate', { ...examples['real-estate'], cadastralCode: '01-001' })).toEqual([
        'cadastralCode:invalid-cadastral-code',
      ]);
    });

    it('asks for the beneficiary’s name when it is another bank', () => {
      expect(check('real-estate', { ...examples['real-estate'], beneficiary: 'other' })).toEqual([
        'beneficiaryName:required',
      ]);
      expect(
        check('real-estate', {
          ...examples['real-estate'],
          beneficiary: 'other',
          beneficiaryName: 'BC "Eximbank" S.A.',
        }),
      ).toEqual([]);
    });
  });

  describe('baggage', () => {
    it('refuses zero or fractional pieces and a bad flight number', () => {
      expect(check('baggage', { ...examples.baggage, baggagePcs: 0 })).toEqual(['baggagePcs:invalid-baggage-pcs']);
      expect(check('baggage', { ...examples.baggage, baggagePcs: 1.5 })).toEqual(['baggagePcs:invalid-baggage-pcs']);
      expect(check('baggage', { ...examples.baggage, flightNumbers: ['9U123', '12345'] })).toEqual([
        'flightNumbers.1:invalid-flight-number',
      ]);
      expect(check('baggage', { ...examples.baggage, departureDate: '09.03.2025' })).toEqual([
        'departureDate:date-in-past',
      ]);
    });
  });

  describe('roadside-assistance-eu', () => {
    it('refuses a vehicle that is not an eligible passenger car', () => {
      const vehicle = examples['roadside-assistance-eu'].vehicle;
      expect(
        check('roadside-assistance-eu', {
          ...examples['roadside-assistance-eu'],
          vehicle: { ...vehicle, placesNumber: 12 },
        }),
      ).toEqual(['vehicle:road-assistance-eligibility']);
      expect(
        check('roadside-assistance-eu', {
          ...examples['roadside-assistance-eu'],
          vehicle: { ...vehicle, technicalInspectionValidUntil: '16.03.2025' },
        }),
      ).toEqual(['vehicle:road-assistance-eligibility']);
    });
  });

  describe('vignettes', () => {
    it('checks the plate against the country of registration', () => {
      expect(check('vignette:ro', { ...examples['vignette:ro'], plateNumber: 'AA1234BB' })).toEqual([
        'plateNumber:invalid-plate',
      ]);
      expect(
        check('vignette:ro', {
          ...examples['vignette:ro'],
          registrationCountry: 'UA',
          certificateNumber: undefined,
          plateNumber: 'АА1234ВВ',
        }),
      ).toEqual([]);
      expect(check('vignette:ro', { ...examples['vignette:ro'], certificateNumber: undefined })).toEqual([
        'certificateNumber:required',
      ]);
    });

    it('sells every rovinieta category with the validities of its tariff', () => {
      const ro = (vehicleCategory: string, validity: string) =>
        check('vignette:ro', { ...examples['vignette:ro'], vehicleCategory, validity });
      expect(ro('C', '7_days')).toEqual([]);
      expect(ro('D', '30_days')).toEqual([]);
      expect(ro('E', '1_day')).toEqual([]);
      expect(ro('F', '12_months')).toEqual([]);
      expect(ro('A', '7_days')).toEqual(['validity:validity-not-for-category']);
      expect(ro('F', '30_days')).toEqual(['validity:validity-not-for-category']);
      expect(ro('G', '12_months')).toEqual(['vehicleCategory:invalid-option']);
    });

    it('sells the rovinieta up to 30 days ahead', () => {
      expect(check('vignette:ro', { ...examples['vignette:ro'], vignetteStartDate: '09.04.2025' })).toEqual([]);
      expect(check('vignette:ro', { ...examples['vignette:ro'], vignetteStartDate: '10.04.2025' })).toEqual([
        'vignetteStartDate:date-after-max',
      ]);
      expect(check('vignette:ro', { ...examples['vignette:ro'], vignetteStartDate: '09.03.2025' })).toEqual([
        'vignetteStartDate:date-in-past',
      ]);
    });

    it('sells the Moldovan vignette only to foreign vehicles, with the validities of their category', () => {
      expect(check('vignette:md', { ...examples['vignette:md'], registrationCountry: 'MD' })).toEqual([
        'registrationCountry:invalid-country',
      ]);
      expect(check('vignette:md', { ...examples['vignette:md'], validity: '12_months' })).toEqual([
        'validity:validity-not-for-category',
      ]);
      expect(
        check('vignette:md', { ...examples['vignette:md'], vehicleCategory: 'N1', validity: '12_months' }),
      ).toEqual([]);
    });

    it('starts a Bulgarian weekend vignette on Friday to Sunday only', () => {
      // 14 March 2025 is a Friday, 17 March a Monday.
      expect(
        check('vignette:bg', { ...examples['vignette:bg'], validity: 'weekend', vignetteStartDate: '14.03.2025' }),
      ).toEqual([]);
      expect(
        check('vignette:bg', { ...examples['vignette:bg'], validity: 'weekend', vignetteStartDate: '17.03.2025' }),
      ).toEqual(['vignetteStartDate:weekend-start-day']);
    });
  });
});
