import { calendarDayPlus, dayFromToday, type Persona } from '@asiguro/testing';

type Locale = 'ro' | 'ru' | 'en';

/*
 * What customers type into the storefront, product by product: their own data, and the sandbox
 * registries' vehicles and property (a certificate with its owner's code, a cadastral number),
 * which the product looks up. The catalogue decides which of these it asks for.
 */

/** Sandbox RCA Data: a 2016 VW Golf in Bălți and a 2023 Tesla in Chișinău, each with its owner. */
export const GOLF = {
  certificate: '915030299',
  owner: '2004787371520',
  ownerName: 'Maria Ciobanu',
  plate: 'BAL 204',
  vin: 'WVWLAD93W93049YZE',
};
export const TESLA = {
  certificate: '137714138',
  owner: '2002239844811',
  ownerName: 'Elena Munteanu',
  plate: 'EVA 001',
  vin: '5YJ7RX922NH0BA4P5',
};
/** The sandbox cadastre's flat in Chișinău. */
export const FLAT = { cadastralCode: '0100415.123.01', address: 'mun. Chișinău, str. Alba Iulia 75, ap. 12' };

/** IDNPs with their 7-3-1 check digit (domain.md §6.1), typed by the customers below. */
export const IDNP = { ion: '2004000123455', ana: '2004000543219' };

/** dd.mm.yyyy → yyyy-mm-dd. */
export const isoOf = (typed: string) => typed.split('.').reverse().join('-');

/** The last day of `months` calendar months from a yyyy-mm-dd day (1 October + 1 month → 31 October). */
export function lastDayOfMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  // Calendar arithmetic at noon UTC: only the date is read.
  return new Date(Date.UTC(year, month - 1 + months, date - 1, 12)).toJSON().slice(0, 10); // eslint-disable-line no-restricted-syntax -- calendar arithmetic at noon UTC
}

export interface Customer {
  persona: Persona;
  /** The person or company the documents name as the policyholder. */
  payerName: string;
  insuredNames: string[];
  /** Identity codes the customer typed or owns (never in a Google Wallet link or an e-mail). */
  personalCodes: string[];
  /** The first day of cover as entered, and the last day that follows from what was chosen, when it does. */
  entered: { from?: string; to?: string };
  vehicle?: { plate: string; vin?: string; certificate?: string };
  property?: { address: string; cadastralCode: string };
  flights?: string[];
  vignettePlate?: string;
  roadTax?: { idnx: string };
}

const contact = (product: string, locale: Locale) => ({
  phone: '069123456',
  email: `${product.replace(':', '-')}.${locale}@example.md`,
});

const ion = {
  contractorType: 'individual',
  idnp: IDNP.ion,
  firstName: 'Ion',
  lastName: 'Țurcanu',
  birthday: '14.03.1985',
  address: 'str. Ștefan cel Mare 64, Chișinău',
};

/** The customer of each product line, in a language (the dates counted from `now`). */
export function customerFor(product: string, locale: Locale, now = new Date()): Customer {
  const day = (offset: number) => dayFromToday(offset, now);
  const confirm = { contact: contact(product, locale), billing: { payerType: 'individual' } };
  const owner = (vehicle: typeof GOLF) => ({ contractorType: 'individual', idnp: vehicle.owner });
  const until = (start: string, days: number) => calendarDayPlus(isoOf(start), days - 1);
  switch (product) {
    case 'rca': {
      const start = day(3);
      return {
        persona: {
          details: {
            vehicle: { certificateNumber: GOLF.certificate },
            operatingMode: 'normal',
            ownership: 'property',
            contractType: 'unlimited',
            insuranceValidity: 365,
            startDate: start,
            contractor: owner(GOLF),
          },
          confirm,
        },
        payerName: GOLF.ownerName,
        insuredNames: [],
        personalCodes: [GOLF.owner],
        entered: { from: isoOf(start), to: until(start, 365) },
        vehicle: { plate: GOLF.plate, vin: GOLF.vin, certificate: GOLF.certificate },
      };
    }
    case 'green-card': {
      const start = day(4);
      return {
        persona: {
          details: {
            vehicle: { certificateNumber: GOLF.certificate },
            vehicleClass: 'A',
            zone: 'CA',
            insuranceValidity: 15,
            startDate: start,
            contractor: owner(GOLF),
          },
          confirm,
        },
        payerName: GOLF.ownerName,
        insuredNames: [],
        personalCodes: [GOLF.owner],
        entered: { from: isoOf(start), to: until(start, 15) },
        vehicle: { plate: GOLF.plate, vin: GOLF.vin, certificate: GOLF.certificate },
      };
    }
    case 'medical': {
      const [start, end] = [day(5), day(19)];
      const travellers = [
        { firstName: 'Ion', lastName: 'Țurcanu', birthday: '14.03.1985', idnp: IDNP.ion, passportNumber: 'AB1234567' },
        { firstName: 'Ana', lastName: 'Țurcanu', birthday: '02.09.2012', idnp: IDNP.ana, passportNumber: 'AB7654321' },
      ];
      return {
        persona: {
          details: {
            travelType: 'single',
            regions: ['europe'],
            startDate: start,
            endDate: end,
            tripPurpose: 'TRVL',
            amount: 30000,
            covid: false,
            persons: travellers,
            contractor: ion,
          },
          confirm,
        },
        payerName: 'Ion Țurcanu',
        insuredNames: ['Ion Țurcanu', 'Ana Țurcanu'],
        personalCodes: [IDNP.ion, IDNP.ana, 'AB1234567', 'AB7654321'],
        entered: { from: isoOf(start), to: isoOf(end) },
      };
    }
    case 'medical-optional': {
      const start = day(4);
      return {
        persona: {
          details: {
            insuranceValidity: 90,
            startDate: start,
            amount: 5000,
            persons: [
              {
                firstName: 'John',
                lastName: 'Smith',
                birthday: '01.02.2001',
                passportNumber: '533123456',
                nationalityCode: 'GB',
                student: true,
              },
            ],
            contractor: ion,
          },
          confirm,
        },
        payerName: 'Ion Țurcanu',
        insuredNames: ['John Smith'],
        personalCodes: [IDNP.ion, '533123456'],
        entered: { from: isoOf(start), to: until(start, 90) },
      };
    }
    case 'real-estate': {
      const start = day(6);
      return {
        persona: {
          details: {
            realEstateType: 'rooms',
            cadastralCode: FLAT.cadastralCode,
            insuredValue: 'MV',
            marketValue: '1250000',
            beneficiary: 'MAIB',
            insuranceValidity: 365,
            startDate: start,
            contractor: ion,
          },
          confirm,
        },
        payerName: 'Ion Țurcanu',
        insuredNames: [],
        personalCodes: [IDNP.ion],
        entered: { from: isoOf(start), to: until(start, 365) },
        property: FLAT,
      };
    }
    case 'casco': {
      const start = day(3);
      return {
        persona: {
          details: {
            vehicle: { certificateNumber: TESLA.certificate },
            marketValue: '450000',
            territory: 'MD',
            deductible: 1,
            antiTheft: true,
            installments: 1,
            insuranceValidity: 365,
            startDate: start,
            contractor: {
              contractorType: 'individual',
              idnp: TESLA.owner,
              firstName: 'Elena',
              lastName: 'Munteanu',
              birthday: '21.06.1979',
            },
          },
          confirm,
        },
        payerName: TESLA.ownerName,
        insuredNames: [],
        personalCodes: [TESLA.owner],
        entered: { from: isoOf(start), to: until(start, 365) },
        vehicle: { plate: TESLA.plate, vin: TESLA.vin, certificate: TESLA.certificate },
      };
    }
    case 'baggage': {
      const departure = day(8);
      return {
        persona: {
          details: { flightNumbers: ['9U123', '9U124'], departureDate: departure, baggagePcs: 2, contractor: ion },
          confirm,
        },
        payerName: 'Ion Țurcanu',
        insuredNames: ['Ion Țurcanu'],
        personalCodes: [IDNP.ion],
        entered: { from: isoOf(departure) },
        flights: ['9U123', '9U124'],
      };
    }
    case 'road-tax':
      return {
        persona: {
          details: {
            vehicle: { certificateNumber: GOLF.certificate, vinCode: GOLF.vin },
            contractor: owner(GOLF),
            region: 'balti',
            locality: 'Bălți',
          },
          confirm,
        },
        payerName: GOLF.ownerName,
        insuredNames: [],
        personalCodes: [GOLF.owner],
        entered: {},
        vehicle: { plate: GOLF.plate },
        roadTax: { idnx: GOLF.owner },
      };
    case 'roadside-assistance-eu': {
      const start = day(3);
      return {
        persona: {
          details: {
            vehicle: { certificateNumber: TESLA.certificate },
            coverage: 'RO_EU',
            insuranceValidity: 30,
            contractStartDate: start,
            contractor: owner(TESLA),
          },
          confirm,
        },
        payerName: TESLA.ownerName,
        insuredNames: [],
        personalCodes: [TESLA.owner],
        entered: { from: isoOf(start), to: until(start, 30) },
        vehicle: { plate: TESLA.plate, vin: TESLA.vin, certificate: TESLA.certificate },
      };
    }
    case 'mobility': {
      const start = day(3);
      return {
        persona: {
          details: {
            deviceType: 'e-scooter',
            deviceValue: '12000',
            coverType: 'basic',
            insuranceValidity: 365,
            startDate: start,
            contractor: ion,
          },
          confirm,
        },
        payerName: 'Ion Țurcanu',
        insuredNames: [],
        personalCodes: [IDNP.ion],
        entered: { from: isoOf(start), to: until(start, 365) },
      };
    }
    case 'vignette:ro': {
      const start = day(2);
      return {
        persona: {
          details: {
            registrationCountry: 'MD',
            certificateNumber: GOLF.certificate,
            plateNumber: GOLF.plate,
            vehicleCategory: 'A',
            vinCode: GOLF.vin,
            validity: '30_days',
            vignetteStartDate: start,
            driverFullName: 'Maria Ciobanu',
          },
          confirm,
        },
        payerName: 'Maria Ciobanu',
        insuredNames: [],
        personalCodes: [],
        entered: { from: isoOf(start), to: until(start, 30) },
        vignettePlate: GOLF.plate,
      };
    }
    case 'vignette:md': {
      const start = day(2);
      return {
        persona: {
          details: {
            registrationCountry: 'UA',
            plateNumber: 'AA1234BB',
            vehicleCategory: 'M1',
            validity: '15_days',
            vignetteStartDate: start,
            driverFullName: 'Олександр Шевченко',
          },
          confirm,
        },
        payerName: 'Олександр Шевченко',
        insuredNames: [],
        personalCodes: [],
        entered: { from: isoOf(start), to: until(start, 15) },
        vignettePlate: 'AA1234BB',
      };
    }
    case 'vignette:hu': {
      const start = day(2);
      return {
        persona: {
          details: {
            registrationCountry: 'UA',
            plateNumber: 'BC5678AX',
            vehicleCategory: 'D1',
            validity: 'weekly',
            vignetteStartDate: start,
            driverFullName: 'Ion Rusu',
          },
          confirm,
        },
        payerName: 'Ion Rusu',
        insuredNames: [],
        personalCodes: [],
        // A Hungarian "weekly" vignette runs ten consecutive days (domain.md §4.3).
        entered: { from: isoOf(start), to: until(start, 10) },
        vignettePlate: 'BC5678AX',
      };
    }
    case 'vignette:bg': {
      const start = day(2);
      return {
        persona: {
          details: {
            registrationCountry: 'MD',
            certificateNumber: GOLF.certificate,
            plateNumber: GOLF.plate,
            validity: 'week',
            vignetteStartDate: start,
            driverFullName: 'Maria Ciobanu',
          },
          confirm,
        },
        payerName: 'Maria Ciobanu',
        insuredNames: [],
        personalCodes: [],
        entered: { from: isoOf(start), to: until(start, 7) },
        vignettePlate: GOLF.plate,
      };
    }
    case 'study-ro': {
      // A student going to Iași for an academic year, insured by a parent.
      const start = day(9);
      return {
        persona: {
          details: {
            startDate: start,
            insuranceValidity: 10,
            amount: 10000,
            persons: [
              {
                firstName: 'Ana',
                lastName: 'Țurcanu',
                birthday: '02.09.2006',
                idnp: IDNP.ana,
                passportNumber: 'AB7654321',
              },
            ],
            contractor: ion,
          },
          confirm,
        },
        payerName: 'Ion Țurcanu',
        insuredNames: ['Ana Țurcanu'],
        personalCodes: [IDNP.ion, IDNP.ana, 'AB7654321'],
        entered: { from: isoOf(start), to: lastDayOfMonths(isoOf(start), 10) },
      };
    }
    default:
      throw new Error(`no customer for ${product}`);
  }
}
