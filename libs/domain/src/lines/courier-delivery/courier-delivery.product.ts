import { chisinauLocalitySchema } from '../../validation/chisinau-locality.rule';
import { record, text } from '../../validation/keyed-schemas';
import { phoneSchema } from '../../validation/phone.validator';
import { field, optional } from '../../catalogue/field';
import { step, type ProductSpec } from '../../catalogue/product-spec';

function detailsSchema() {
  return record({
    address: record({ locality: chisinauLocalitySchema(), street: text(200) }),
    phone: phoneSchema.optional(),
  });
}

/**
 * Courier delivery of the paper Green Card in Chișinău (issue 16): an add-on of a Green Card
 * order, never sold alone. The address is in Chișinău (the courier's only zone; the locality is
 * checked, a localized error otherwise), prefilled from the main item's contractor; the phone is
 * for the courier's call. Booked with the courier once the card is issued (a paper card needs the
 * policy), then scheduled and delivered (ARCHITECTURE.md, "Courier delivery").
 */
export const courierDeliverySpec: ProductSpec<'courier-delivery', ReturnType<typeof detailsSchema>> = {
  type: 'courier-delivery',
  numberPrefix: 'CUR',
  slugs: { ro: 'livrare-curier', ru: 'dostavka-kurerom', en: 'courier-delivery' },
  priceCurrency: 'MDL',
  expressOrder: false,
  enumerations: {},
  steps: [
    step('delivery', [
      field('locality', 'text', { path: 'address.locality' }),
      field('address', 'text', { path: 'address.street' }),
      ...optional([field('phone', 'text')]),
    ]),
  ],
  details: detailsSchema,
};
