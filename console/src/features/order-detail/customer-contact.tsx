import type { ConsoleOrderDetail, CustomerData } from '@asiguro/contracts';
import { useMutation } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';
import { useCan } from '../../app/staff-context';
import { fmt, texts } from '../../app/i18n';
import { ErrorBox } from '../../ui/dialog';
import { errorText } from '../../ui/query-status';

/** A contact value the order holds, masked or not. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/**
 * How to reach the customer: masked for everyone (as the order detail shows personal data);
 * support and supervisors reveal it (the API audits each reveal) to write or call from here.
 */
export function CustomerContact({ order }: { order: ConsoleOrderDetail['order'] }) {
  const can = useCan();
  const reveal = useMutation({ mutationFn: () => consoleApi.customerData({ params: { id: order.id }, body: {} }) });
  const masked = { email: text(order.contact?.email), phone: text(order.contact?.phone) };
  const shown: CustomerData['contact'] = reveal.data?.contact ?? masked;
  return (
    <section className="contact-box" aria-labelledby="contact-title">
      <h3 id="contact-title">{texts.detail.contactTitle}</h3>
      {!masked.email && !masked.phone ? (
        <p className="muted">{texts.detail.noContact}</p>
      ) : reveal.data ? (
        <>
          <ul className="contact-links">
            {shown.email && (
              <li>
                <a href={`mailto:${shown.email}?subject=${encodeURIComponent(order.number)}`}>
                  {fmt(texts.detail.writeEmail, { email: shown.email })}
                </a>
              </li>
            )}
            {shown.phone && (
              <li>
                <a href={`tel:${shown.phone.replace(/[^\d+]/g, '')}`}>
                  {fmt(texts.detail.call, { phone: shown.phone })}
                </a>
              </li>
            )}
          </ul>
          <p className="muted">{fmt(texts.detail.customerLanguage, { lang: reveal.data.lang })}</p>
        </>
      ) : (
        <>
          <p>
            {[masked.email, masked.phone].filter(Boolean).join(' · ')}
            {can('orders.customer-data') && (
              <>
                {' '}
                <button
                  type="button"
                  className="small"
                  onClick={() => reveal.mutate()}
                  disabled={reveal.isPending}
                  aria-busy={reveal.isPending || undefined}
                >
                  {texts.detail.showContact}
                </button>
              </>
            )}
          </p>
          <p className="muted">{texts.detail.contactHidden}</p>
        </>
      )}
      {reveal.isError && <ErrorBox>{errorText(reveal.error)}</ErrorBox>}
    </section>
  );
}
