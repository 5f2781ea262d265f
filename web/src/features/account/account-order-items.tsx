import type { MyOrder } from '@asiguro/contracts';
import { productName } from '../../catalogue/catalogue';
import { useI18n } from '../../i18n/use-i18n';

/** Wallet cards are added from the order page (its wallet buttons), not downloaded as files here. */
const WALLET_KINDS = ['wallet_pass', 'google_pass'];

/**
 * The items of one order in My account (the main product, then its add-ons): each with its state,
 * its number once issued and a link to each of its documents (the order page's download address,
 * which checks the owner again).
 */
export function AccountOrderItems({ order }: { order: MyOrder }) {
  const { texts, fill, locale } = useI18n();
  const kinds = texts.issuing.documentKinds as Record<string, string>;
  return (
    <ul className="orders__items" aria-label={fill(texts.account.items.label, { number: order.number })}>
      {order.items.map((item) => {
        const documents = item.documents.filter((document) => !WALLET_KINDS.includes(document.kind));
        return (
          <li key={item.item} className="orders__item" data-testid="account-order-item" data-item-status={item.status}>
            <span className="orders__item-name">{productName(item.type)[locale]}</span>{' '}
            <span className={`orders__item-status orders__item-status--${item.status}`}>
              {texts.issuing.items.status[item.status]}
            </span>
            {item.number && (
              <span className="muted"> · {fill(texts.account.items.number, { number: item.number })}</span>
            )}
            {documents.length > 0 && (
              <span className="orders__item-documents">
                {documents.map((document) => {
                  const label = kinds[document.kind] ?? document.kind;
                  return (
                    <a
                      key={document.kind}
                      href={document.url}
                      download={document.fileName}
                      aria-label={fill(texts.account.items.download, {
                        document: label,
                        product: productName(item.type)[locale],
                      })}
                    >
                      {label}
                    </a>
                  );
                })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
