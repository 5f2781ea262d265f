import type { PaymentProviderId } from '../payments/payment-providers';
import type { ProductType } from '../products/product-types';

/** How a seller's customers may pay: the three providers and, for companies, a bank transfer. */
export type PaymentMethod = PaymentProviderId | 'wire-transfer';

/** A benefit a seller gives its customers with an order (a discount voucher, an extra cover…). */
export interface Perk {
  id: string;
  title: { ro: string; ru: string; en: string };
  /** Which product lines it comes with. */
  products: readonly ProductType[];
  /** Activated without a perk id by proving a purchase at the seller (IDNO + transaction id). */
  activatedByPurchase: boolean;
}

/**
 * Who sells an order (spec §3 `seller`): the marketplace itself, or a partner that sells through
 * it — a car dealer selling motor cover with its cars, a bank requiring property cover for its
 * mortgages. A seller's features decide what its orders offer (spec §7 getpartnerfeature).
 */
export interface Seller {
  id: string;
  name: string;
  kind: 'marketplace' | 'car-dealer' | 'bank';
  idno: string;
  features: {
    'payment-methods': readonly PaymentMethod[];
    /** Offers only from these insurers (a bank's accredited insurers), or from all. */
    insurers: readonly string[] | 'all';
    perks: readonly Perk[];
    /** Whether the seller's staff see the orders they sold (dealer portal). */
    'partner-portal': boolean;
  };
}

export const DEFAULT_SELLER_ID = 'asiguro';

export const SELLERS: readonly Seller[] = [
  {
    id: DEFAULT_SELLER_ID,
    name: 'Asiguro',
    kind: 'marketplace',
    // The marketplace's legal details (invoices, bank transfers) come from SELLER_* settings.
    idno: '1023600042176',
    features: {
      'payment-methods': ['card', 'online', 'mobile', 'wire-transfer'],
      insurers: 'all',
      perks: [],
      'partner-portal': false,
    },
  },
  {
    id: 'auto-centru',
    name: 'Auto Centru S.R.L.',
    kind: 'car-dealer',
    idno: '1003600575667',
    features: {
      'payment-methods': ['card', 'wire-transfer'],
      insurers: 'all',
      perks: [
        {
          id: 'first-service-10',
          title: {
            ro: '10% reducere la prima revizie tehnică',
            ru: 'Скидка 10% на первое техобслуживание',
            en: '10% off the first service',
          },
          products: ['rca', 'casco', 'green-card'],
          activatedByPurchase: true,
        },
      ],
      'partner-portal': true,
    },
  },
  {
    id: 'banca-ipotecara',
    name: 'Banca Ipotecară (demo)',
    kind: 'bank',
    idno: '1003600922593',
    features: {
      'payment-methods': ['card', 'online', 'wire-transfer'],
      insurers: ['moldasig', 'donaris', 'acord-grup', 'general'],
      perks: [
        {
          id: 'mortgage-rate-bonus',
          title: {
            ro: 'Dobândă redusă cu 0,1 p.p. pentru clienții asigurați',
            ru: 'Ставка ниже на 0,1 п.п. для застрахованных клиентов',
            en: 'Interest rate 0.1 pp lower for insured customers',
          },
          products: ['real-estate'],
          activatedByPurchase: false,
        },
      ],
      'partner-portal': true,
    },
  },
];

export type SellerFeature = keyof Seller['features'];

export function findSeller(id: string | null | undefined): Seller {
  return SELLERS.find((seller) => seller.id === (id ?? DEFAULT_SELLER_ID)) ?? SELLERS[0];
}

export function isSellerFeature(value: string): value is SellerFeature {
  return value in SELLERS[0].features;
}
