import type { Env } from '@asiguro/platform';

/** The marketplace's legal details from configuration (invoices, bank-transfer instructions). */
export function marketplaceSeller(config: Env) {
  return {
    name: config.SELLER_NAME,
    idno: config.SELLER_IDNO,
    vatCode: config.SELLER_VAT_CODE || undefined,
    address: config.SELLER_ADDRESS,
    iban: config.SELLER_IBAN,
    bank: config.SELLER_BANK,
    bic: config.SELLER_BIC,
    licence: config.SELLER_LICENCE || undefined,
  };
}
