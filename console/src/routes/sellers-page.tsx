import type { ConsoleSeller } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queries } from '../api/queries';
import { useCan } from '../app/staff-context';
import { fmt, texts } from '../app/i18n';
import { ReferralLinkDialog } from '../features/sellers/referral-link-dialog';
import { SellerKeyDialog } from '../features/sellers/seller-key-dialog';
import { Tag } from '../ui/badges';
import { DataTable, type Column } from '../ui/data-table';
import { insurerName, productName } from '../ui/format';
import { FirstLoad } from '../ui/query-status';

/** What a supervisor hands a partner: a referral link, or the key to sign its own. */
const HAND_OUTS = [
  { what: 'link', label: texts.sellers.makeLink, labelFor: texts.sellers.makeLinkFor },
  { what: 'key', label: texts.sellers.revealKey, labelFor: texts.sellers.revealKeyFor },
] as const;
type Handing = { seller: ConsoleSeller; what: (typeof HAND_OUTS)[number]['what'] };

const columns: Column<ConsoleSeller>[] = [
  {
    id: 'seller',
    label: texts.sellers.seller,
    cell: (seller) => (
      <>
        <strong>{seller.name}</strong>
        <div className="muted">
          <code>{seller.id}</code> · {texts.sellers.kinds[seller.kind]} · {texts.sellers.idno} {seller.idno}
        </div>
      </>
    ),
  },
  {
    id: 'payment-methods',
    label: texts.sellers.paymentMethods,
    cell: (seller) => (
      <span className="tag-list">
        {seller.features['payment-methods'].map((method) => (
          <Tag key={method}>{texts.sellers.methods[method]}</Tag>
        ))}
      </span>
    ),
  },
  {
    id: 'insurers',
    label: texts.sellers.insurers,
    cell: (seller) => {
      const insurers = seller.features.insurers;
      return insurers === 'all' ? texts.sellers.allInsurers : insurers.map((slug) => insurerName(slug)).join(', ');
    },
  },
  {
    id: 'perks',
    label: texts.sellers.perks,
    cell: (seller) =>
      seller.features.perks.length === 0 ? (
        texts.common.none
      ) : (
        <ul className="plain-list">
          {seller.features.perks.map((perk) => (
            <li key={perk.id}>
              {perk.title.en}
              <div className="muted">
                {perk.products.map((product) => productName(product)).join(', ')}
                {perk.activatedByPurchase && ` · ${texts.sellers.byPurchase}`}
              </div>
            </li>
          ))}
        </ul>
      ),
  },
  {
    id: 'portal',
    label: texts.sellers.portal,
    cell: (seller) => (seller.features['partner-portal'] ? texts.sellers.yes : texts.sellers.no),
  },
];

/**
 * The sellers as the domain defines them. Supervisors hand partners a referral link or their
 * signing key from here; support sees the list only (the API refuses them the rest).
 */
export function SellersPage() {
  const sellers = useQuery(queries.sellers());
  const supervisor = useCan()('sellers.hand-out');
  const [handing, setHanding] = useState<Handing | null>(null);
  const tableColumns = useMemo(() => {
    if (!supervisor) return columns;
    const handOut: Column<ConsoleSeller> = {
      id: 'hand-out',
      label: texts.sellers.actions,
      cell: (seller) =>
        seller.partner && (
          <span className="tag-list">
            {HAND_OUTS.map(({ what, label, labelFor }) => (
              <button
                key={what}
                type="button"
                className="small"
                aria-label={fmt(labelFor, { seller: seller.name })}
                onClick={() => setHanding({ seller, what })}
              >
                {label}
              </button>
            ))}
          </span>
        ),
    };
    return [...columns, handOut];
  }, [supervisor]);
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">{texts.sellers.title}</h1>
          <p className="muted">{texts.sellers.intro}</p>
          {!supervisor && <p className="muted">{texts.sellers.supervisorsOnly}</p>}
        </div>
      </header>
      <FirstLoad query={sellers} />
      {sellers.data && (
        <DataTable
          caption={texts.sellers.title}
          columns={tableColumns}
          rows={sellers.data.sellers}
          rowKey={(seller) => seller.id}
        />
      )}
      {handing?.what === 'link' && sellers.data && (
        <ReferralLinkDialog
          seller={handing.seller}
          pages={sellers.data.referralPages}
          onClose={() => setHanding(null)}
        />
      )}
      {handing?.what === 'key' && <SellerKeyDialog seller={handing.seller} onClose={() => setHanding(null)} />}
    </section>
  );
}
