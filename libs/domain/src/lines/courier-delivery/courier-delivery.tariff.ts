import { z } from 'zod';
import { addServiceFee } from '../../tariffs/shared-factors';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';

/** The courier's only zone: the municipality of Chișinău (the details refuse any other). */
export const courierDeliveryRiskSchema = z.object({ zone: z.literal('chisinau') });
export type CourierDeliveryRisk = z.infer<typeof courierDeliveryRiskSchema>;

/** The courier partner's flat tariff for one envelope in Chișinău (ASSUMPTION until the contract). */
export const COURIER_DELIVERY_LEI = 50;

/** Courier delivery of a paper Green Card: the courier's flat tariff and the marketplace's flat fee (60 lei). */
export function priceCourierDelivery(_risk: CourierDeliveryRisk): PricedRisk {
  const calc = new TariffCalculation('MDL');
  calc.base('courier-delivery', COURIER_DELIVERY_LEI, 'courier tariff: one envelope in Chișinău');
  addServiceFee(calc, 'courier-delivery');
  return { calc, periodDays: 1, coverage: { zone: 'chisinau' }, limits: {}, extras: [] };
}
