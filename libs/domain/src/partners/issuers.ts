import type { ProductType } from '../products/product-types';

/**
 * Who issues each product line: the nine partner insurers (domain.md §1.1) and the state
 * systems behind vignettes and road tax. Which lines each insurer sells follows the market
 * (not every insurer sells every line; Moldcargo sells no RCA). How each partner's API behaves
 * (synchronous, asynchronous, latency, failures) is partner configuration, not domain.
 */
export interface Issuer {
  slug: string;
  name: string;
  /** `courier`: delivers what another issuer issued (the paper Green Card), booked after it. */
  kind: 'insurer' | 'state' | 'courier';
  idno?: string;
  /**
   * The insurer's 24/7 assistance and claims line, printed on its policies (a traveller abroad
   * calls it first). ASSUMPTION: placeholder numbers in the 022 000 1xx range until the partners'
   * contracts give the real ones.
   */
  assistancePhone?: string;
  /** The lines of the aspects it sells; a line of its own folder names its sellers (`sells`). */
  products: readonly ProductType[];
  /**
   * Issued through its API like every other issuer; when that API is down, times out or refuses
   * automatic issuance, our operators issue it by hand in the partner's portal instead (the
   * console's manual queue): the vignette systems, which a customer on the road cannot wait for.
   * Elsewhere a failed issuance retries, then fails for staff to retry or refund.
   */
  manualFallback: boolean;
  /**
   * Refuses travel cover for an insured already abroad (spec §4): its offers ask the customer to
   * state that the insured persons are in Moldova.
   */
  refusesInsuredAbroad?: boolean;
}

/** Placeholder assistance lines, one per insurer (see Issuer.assistancePhone). */
const ASSISTANCE_PHONES: Record<string, string> = {
  moldasig: '+373 22 000 101',
  donaris: '+373 22 000 102',
  grawe: '+373 22 000 103',
  'acord-grup': '+373 22 000 104',
  general: '+373 22 000 105',
  intact: '+373 22 000 106',
  asterra: '+373 22 000 107',
  transelit: '+373 22 000 108',
  moldcargo: '+373 22 000 109',
};

const insurer = (slug: string, name: string, products: ProductType[], idno?: string): Issuer => ({
  slug,
  name,
  kind: 'insurer',
  idno,
  assistancePhone: ASSISTANCE_PHONES[slug],
  products,
  manualFallback: false,
});

export const ISSUERS: readonly Issuer[] = [
  insurer('moldasig', 'Moldasig S.A.', []),
  insurer('donaris', 'Donaris Vienna Insurance Group S.A.', [], '1002600020908'),
  insurer('grawe', 'Grawe Carat Asigurări S.A.', []),
  insurer('acord-grup', 'Acord Grup S.A.', []),
  insurer('general', 'General Asigurări S.A.', [], '1016600035165'),
  insurer('intact', 'Intact Asigurări Generale S.A.', []),
  insurer('asterra', 'Asterra Grup S.A.', []),
  insurer('transelit', 'Transelit S.A.', []),
  {
    ...insurer('moldcargo', 'S.A.R. Moldcargo S.A.', [], '1002600005819'),
    refusesInsuredAbroad: true,
  },
  // State-priced items: the price is the official tariff; the marketplace buys them from the state.
  {
    slug: 'e-rovinieta',
    name: 'CNAIR e-rovinieta (RO)',
    kind: 'state',
    products: [],
    manualFallback: true,
  },
  { slug: 'evinieta-md', name: 'ASD e-vinieta (MD)', kind: 'state', products: [], manualFallback: true },
  {
    slug: 'e-matrica',
    name: 'Nemzeti Útdíjfizetési e-matrica (HU)',
    kind: 'state',
    products: [],
    manualFallback: true,
  },
  { slug: 'bg-toll', name: 'BG Toll e-vignette (BG)', kind: 'state', products: [], manualFallback: true },
  { slug: 'sfs-road-tax', name: 'SFS road tax (MD)', kind: 'state', products: [], manualFallback: false },
  // The courier partner that brings paper Green Cards in Chișinău (priced by its flat tariff).
  {
    slug: 'curier-md',
    name: 'Curier Express Chișinău',
    kind: 'courier',
    products: [],
    manualFallback: false,
  },
];

/** The courier partner of paper Green Cards (its deliveries are booked, not issued). */
export const COURIER_ISSUER_SLUG = 'curier-md';

export const INSURERS = ISSUERS.filter((issuer) => issuer.kind === 'insurer');

export function findIssuer(slug: string): Issuer | undefined {
  return ISSUERS.find((issuer) => issuer.slug === slug);
}
