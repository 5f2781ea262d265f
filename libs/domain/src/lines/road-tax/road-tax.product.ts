import { choice, record, text } from '../../validation/keyed-schemas';
import type { Clock } from '../../validation/clock';
import { vehicleCertificateSchema } from '../../validation/vehicle-certificate.validator';
import { vinSchema } from '../../validation/vin.validator';
import { field } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { MOLDOVAN_REGION_OPTIONS } from '../../catalogue/options/regions.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_IDENTITY_FIELDS, contractorIdentitySchema } from '../../catalogue/shared/contractor.details';

function detailsSchema(clock: Clock) {
  return record({
    vehicle: record({ certificateNumber: vehicleCertificateSchema, vinCode: vinSchema }),
    contractor: contractorIdentitySchema(clock),
    region: choice(valuesOf(MOLDOVAN_REGION_OPTIONS)),
    locality: text(100),
  });
}

/**
 * Moldovan road tax (domain.md §5): the vehicle by certificate and VIN, and the payer (IDNP or
 * IDNO, spec §3 `idnx`: the contractor's code) with the district and locality of their fiscal
 * residence. The tax is annual and paid for the current year, so there is no start date to choose.
 */
export const roadTaxSpec: ProductSpec<'road-tax', ReturnType<typeof detailsSchema>> = {
  type: 'road-tax',
  numberPrefix: 'TFD',
  slugs: { ro: 'taxa-de-drum', ru: 'road-tax', en: 'road-tax' },
  priceCurrency: 'MDL',
  expressOrder: false,
  enumerations: { region: MOLDOVAN_REGION_OPTIONS },
  steps: [
    step('vehicle', [
      field('certificateNumber', 'text', { path: 'vehicle.certificateNumber' }),
      field('vinCode', 'text', { path: 'vehicle.vinCode' }),
    ]),
    step('person', [
      ...CONTRACTOR_IDENTITY_FIELDS,
      field('region', 'select', { options: MOLDOVAN_REGION_OPTIONS }),
      field('locality', 'text'),
    ]),
  ],
  details: detailsSchema,
};
