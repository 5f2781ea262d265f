import type { ProductType } from '../products/product-types';

/*
 * What an add-on is, and the add-ons several lines offer, apart from the table of add-ons
 * (addons.ts): a line's folder declares the add-ons it offers from here, and addons.ts reads them
 * from the registry that imports the lines.
 */

/**
 * One detail an add-on takes from its main item: the value at `from` in the main item's details
 * is copied to `to` in the add-on's (dotted paths), unless the add-on's details already say it.
 */
export interface AddonPrefill {
  from: string;
  to: string;
}

/** An add-on a main product offers: another product line sold in the same order and payment. */
export interface AddonDefinition {
  type: ProductType;
  /** Details copied from the main item (the vehicle, the contractor, the start). */
  prefill: readonly AddonPrefill[];
  /** Set when the add-on's details have a value the main item cannot give but is always the same. */
  fixed?: Readonly<Record<string, unknown>>;
}

/** A detail copied from the main item (`from`) to the add-on (`to`, the same path unless given). */
export const addonPath = (from: string, to: string = from): AddonPrefill => ({ from, to });

/** The Romanian rovinieta for the insured Moldovan car: its plate, certificate and VIN, from the cover's start. */
export const roVignetteFrom = (start: string): AddonDefinition => ({
  type: 'vignette:ro',
  prefill: [
    addonPath('vehicle.certificateNumber', 'certificateNumber'),
    addonPath('vehicle.plateNumber', 'plateNumber'),
    addonPath('vehicle.vinCode', 'vinCode'),
    addonPath(start, 'vignetteStartDate'),
  ],
  fixed: { registrationCountry: 'MD' },
});

/** The Moldovan road tax of the same car, paid by the same contractor. */
export const ROAD_TAX: AddonDefinition = {
  type: 'road-tax',
  prefill: [addonPath('vehicle.certificateNumber'), addonPath('vehicle.vinCode'), addonPath('contractor')],
};
