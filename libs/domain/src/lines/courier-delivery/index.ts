import { money } from '../../money/money';
import { defineLine } from '../product-line';
import { courierDeliverySpec } from './courier-delivery.product';
import { courierDeliveryRiskSchema, priceCourierDelivery } from './courier-delivery.tariff';
import { COURIER_DELIVERY_TEXTS } from './courier-delivery.texts';

/**
 * Courier delivery of the paper Green Card in Chișinău (issue 16): an add-on of a Green Card
 * order (ADDON_ONLY_TYPES), booked with the courier partner once the card is issued, never issued
 * by an insurer. It makes no document of its own (its line on the main item's invoice names it)
 * and has no first day of cover.
 */
export const courierDeliveryLine = defineLine({
  spec: courierDeliverySpec,
  texts: COURIER_DELIVERY_TEXTS,
  icon: [
    { shape: 'rect', x: 3.5, y: 6.5, width: 11, height: 9, rx: 1 },
    { shape: 'path', d: 'M14.5 9.5h3.5l2.5 3v3h-6' },
    { shape: 'circle', cx: 7.5, cy: 17.5, r: 1.6 },
    { shape: 'circle', cx: 17, cy: 17.5, r: 1.6 },
  ],
  // The courier partner, at its flat tariff (its loading is never applied).
  sellers: { 'curier-md': 1 },
  documents: [],
  inMyAccount: false,
  example: () => ({
    address: { locality: 'Chișinău', street: 'str. Ismail 88, ap. 4' },
    phone: '069123456',
  }),
  tariff: { riskSchema: courierDeliveryRiskSchema, price: priceCourierDelivery },
  /** One zone: the details already hold a Chișinău address. */
  risk: () => ({ ok: true, risk: { zone: 'chisinau' as const }, assumptions: [] }),
  insuredPersons: () => [],
  // Booked with the courier (libs/partners courier client), never issued by an insurer.
  contract: (details) => ({ address: details.address }),
  printed: {
    sections: [],
    statements: [],
    // The delivery prints nothing of its own (its line on the invoice names it).
    subject: () => ({}),
    sample: () => ({ price: money(60, 'MDL'), from: '2025-06-03', to: '2025-06-03', extra: {} }),
  },
});
