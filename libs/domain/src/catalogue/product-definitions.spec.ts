import { DOCUMENTS_BY_PRODUCT } from '../documents/document-kinds';
import { issuersOf } from '../partners/issuers-of';
import { issuingTimeSeconds, PRODUCT_TYPES } from '../products/product-types';
import { CATALOGUE, getProduct, NUMBER_PREFIX, PRODUCT_DEFINITIONS } from './product-definitions';

describe('product catalogue', () => {
  it('has one definition for every product type, in order', () => {
    expect(CATALOGUE.map((product) => product.type)).toEqual([...PRODUCT_TYPES]);
    for (const type of PRODUCT_TYPES) expect(getProduct(type).type).toBe(type);
    expect(Object.keys(PRODUCT_DEFINITIONS).sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('declares a distinct three-letter number prefix per line, the market’s where it has one', () => {
    const prefixes = CATALOGUE.map((product) => product.numberPrefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{3}$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(NUMBER_PREFIX).toMatchObject({
      'green-card': 'IAE',
      rca: 'IAI',
      'vignette:ro': 'ROV',
      'vignette:md': 'MDV',
      'roadside-assistance-eu': 'RSA',
    });
    expect(Object.keys(NUMBER_PREFIX).sort()).toEqual([...PRODUCT_TYPES].sort());
    for (const product of CATALOGUE) expect(NUMBER_PREFIX[product.type]).toBe(product.numberPrefix);
  });

  it('takes issuers, documents and issuing time from the shared domain facts', () => {
    for (const product of CATALOGUE) {
      expect(product.insurers).toEqual(issuersOf(product.type));
      expect(product.documents).toEqual(DOCUMENTS_BY_PRODUCT[product.type]);
      expect(product.issuingTimeSeconds).toBe(issuingTimeSeconds(product.type));
      expect(product.insurers.length).toBeGreaterThan(0);
    }
  });

  it('has a name and subtitle in every language', () => {
    expect(getProduct('rca').name).toEqual({ ro: 'RCA', ru: 'ОСАГО', en: 'MTPL' });
    for (const product of CATALOGUE) {
      for (const text of [...Object.values(product.name), ...Object.values(product.subtitle)]) {
        expect(text).not.toMatch(/^products\./);
        expect(text.length).toBeGreaterThan(1);
      }
    }
  });

  it('prices the Green Card and vignettes in EUR and has everything paid in lei', () => {
    for (const product of CATALOGUE) {
      expect(product.paymentCurrency).toBe('MDL');
      if (product.type === 'green-card' || product.type.startsWith('vignette:')) {
        expect(product.priceCurrency).toBe('EUR');
      }
    }
    expect(getProduct('rca').priceCurrency).toBe('MDL');
    expect(getProduct('road-tax').priceCurrency).toBe('MDL');
  });

  it('starts the express lines (RCA, Green Card, vignettes) from a vehicle certificate', () => {
    const express = CATALOGUE.filter((product) => product.expressOrder).map((product) => product.type);
    expect(express.sort()).toEqual(['green-card', 'rca', 'vignette:bg', 'vignette:hu', 'vignette:md', 'vignette:ro']);
  });

  it('lets only insurers that sell a line ask for the presence statement or have their own page', () => {
    for (const product of CATALOGUE) {
      const sellers = product.insurers.map((issuer) => issuer.slug);
      for (const slug of [...(product.presenceStatementInsurers ?? []), ...(product.insurerPages ?? [])]) {
        expect(sellers).toContain(slug);
      }
    }
    expect(getProduct('medical').insurerPages).toHaveLength(6);
  });

  it('keeps start windows sensible', () => {
    for (const product of CATALOGUE) {
      if (!product.startWindow) continue;
      expect(product.startWindow.minDays).toBeGreaterThanOrEqual(0);
      expect(product.startWindow.maxDays).toBeGreaterThanOrEqual(product.startWindow.minDays);
    }
  });
});
