import { requestedPeriod, type ProductDefinition } from '@asiguro/domain';
import type { Offer, OrderView } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/http';
import { productName } from '../../catalogue/catalogue';
import { formatDate } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { AppLink } from '../../routing/app-link';
import { CheckIcon } from '../../ui/icons';
import { limitsOf } from '../offers/offer-comparison';
import { useTermLabels } from '../offers/offers-step';
import { Conversions } from '../rates/conversions';
import { pricedIn } from '../rates/use-rates';
import { ChargesBreakdown } from './charges-breakdown';
import { summaryGroups, type SummaryFact, type SummaryFacts } from './summary-groups';

/** The link back to the screen that asks a group's answers, named for screen readers. */
function ChangeLink({ href, what }: { href: string; what: string }) {
  const { texts } = useI18n();
  return (
    <AppLink href={href} className="summary-group__change" data-testid="summary-change">
      {texts.order.confirm.change}
      <span className="visually-hidden">: {what}</span>
    </AppLink>
  );
}

function Facts({ facts }: { facts: (SummaryFact | SummaryFacts)[] }) {
  const { texts, fill } = useI18n();
  const t = useMessages();
  return (
    <dl className="summary-group__facts">
      {facts.map((fact) =>
        'items' in fact ? (
          <div key={fact.path} className="summary-group__list" data-fact={fact.path}>
            {/* The group's title already names the list; each item is titled. */}
            <dt className="visually-hidden">{t(fact.labelKey)}</dt>
            <dd>
              {fact.items.map((item, index) => (
                <div key={index} className="summary-group__item">
                  <p className="summary-group__item-title">{fill(texts.order.person, { index: index + 1 })}</p>
                  <Facts facts={item} />
                </div>
              ))}
            </dd>
          </div>
        ) : (
          <div key={fact.path} className="summary-group__fact" data-fact={fact.path}>
            <dt>{t(fact.labelKey)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** Make, model, plate and VIN as RCA Data states them: what the policy prints beside the certificate. */
function RegistryVehicleFacts({ vehicle }: { vehicle: NonNullable<OrderView['registryVehicle']> }) {
  const { texts, locale } = useI18n();
  const words = texts.order.confirm;
  const volume = vehicle.engineVolume > 0 ? `, ${new Intl.NumberFormat(locale).format(vehicle.engineVolume)} cm³` : '';
  return (
    <dl className="summary-group__facts" data-testid="summary-registry-vehicle">
      <div className="summary-group__fact">
        <dt>{words.registryVehicle}</dt>
        <dd>
          {vehicle.make} {vehicle.model}
          {volume}
        </dd>
      </div>
      <div className="summary-group__fact">
        <dt>{words.registryPlate}</dt>
        <dd>{vehicle.plateNumber}</dd>
      </div>
      <div className="summary-group__fact">
        <dt>{words.registryVin}</dt>
        <dd>{vehicle.vin}</dd>
      </div>
    </dl>
  );
}

/**
 * Everything the documents will print, before the customer pays: the answers screen by screen
 * (vehicle, period, drivers or travellers, contractor…), each with a link back to its screen; the
 * chosen offer's cover and what it includes; each charge and the total.
 */
export function OrderSummary({
  product,
  order,
  offer,
  stepHref,
}: {
  product: ProductDefinition;
  order: OrderView | undefined;
  offer: Offer;
  /** The address of one of the flow's screens (a detail step's id, or 'offers'). */
  stepHref: (stepId: string) => string;
}) {
  const { texts, fill, money, locale } = useI18n();
  const t = useMessages();
  const labels = useTermLabels();
  const item = order?.items.find((candidate) => candidate.type === product.type) ?? order?.items[0];
  const details = useMemo(() => item?.details ?? {}, [item]);
  const groups = useMemo(
    () => summaryGroups(product, details, locale, { yes: texts.common.yes, no: texts.common.no }),
    [product, details, locale, texts.common.yes, texts.common.no],
  );
  // The days covered, as the policy will state them (the same rule the operators' portal uses).
  const period = useMemo(
    () => (item ? requestedPeriod({ type: item.type, details: item.details }, new Date()) : undefined),
    [item],
  );
  // The registry's description of the vehicle sits with the certificate number it was read by. The
  // offer search reads the registry after the draft was last saved, so the order is read again once.
  const vehicleStep = groups.find((group) =>
    group.facts.some((fact) => fact.path.endsWith('certificateNumber')),
  )?.stepId;
  const saved = useQuery({
    queryKey: ['order', order?.id, 'registry-vehicle', order?.version],
    queryFn: () => api.order({ params: { id: order!.id }, query: {} }),
    enabled: Boolean(order && vehicleStep && !order.registryVehicle),
    staleTime: Infinity,
    retry: false,
  });
  const vehicle = order?.registryVehicle ?? saved.data?.registryVehicle ?? null;
  const limits = limitsOf(offer);
  const extras = offer.extras.filter((extra) => extra.included !== false);

  return (
    <section className="summary" aria-label={texts.order.confirm.summary} data-testid="order-summary">
      <div className="summary__head">
        <div>
          <p className="summary__product">{productName(product.type)[locale]}</p>
          <p className="summary__insurer" data-testid="summary-insurer">
            {offer.insurer.name}
          </p>
          {order && <p className="muted">{fill(texts.order.confirm.number, { number: order.number })}</p>}
        </div>
        <div className="summary__price">
          <span className="muted">{texts.order.confirm.total}</span>
          <strong data-testid="confirm-price">{money(offer.total ?? offer.payable)}</strong>
          <Conversions amount={offer.total ?? offer.payable} currencies={pricedIn(product, offer)} className="muted" />
        </div>
      </div>

      {groups.map((group) => {
        const title = t(group.titleKey);
        const holdsStart = group.facts.some((fact) => fact.path === 'startDate');
        return (
          <section
            key={group.stepId}
            className="summary-group"
            aria-labelledby={`summary-${group.stepId}`}
            data-testid={`summary-${group.stepId}`}
          >
            <div className="summary-group__head">
              <h3 id={`summary-${group.stepId}`} className="summary-group__title">
                {title}
              </h3>
              <ChangeLink href={stepHref(group.stepId)} what={title} />
            </div>
            <Facts facts={group.facts} />
            {vehicle && group.stepId === vehicleStep && <RegistryVehicleFacts vehicle={vehicle} />}
            {holdsStart && period && (
              <p className="summary-group__period" data-testid="summary-period">
                {fill(texts.order.confirm.period, { from: formatDate(period.from), to: formatDate(period.to) })}
              </p>
            )}
          </section>
        );
      })}

      {(limits.length > 0 || extras.length > 0) && (
        <section className="summary-group" aria-labelledby="summary-cover" data-testid="summary-cover">
          <div className="summary-group__head">
            <h3 id="summary-cover" className="summary-group__title">
              {texts.order.confirm.coverTitle}
            </h3>
            <ChangeLink href={stepHref('offers')} what={texts.order.confirm.coverTitle} />
          </div>
          {limits.length > 0 && (
            <dl className="summary-group__facts">
              {limits.map(([name, value]) => (
                <div key={name} className="summary-group__fact">
                  <dt>{labels.limit(name)}</dt>
                  <dd>{money(value)}</dd>
                </div>
              ))}
            </dl>
          )}
          {extras.length > 0 && (
            <ul className="summary-group__extras">
              {extras.map((extra) => (
                <li key={extra.code}>
                  <CheckIcon width={16} height={16} /> {labels.extra(extra)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="summary-group" aria-labelledby="summary-charges">
        <h3 id="summary-charges" className="summary-group__title">
          {texts.order.confirm.chargesTitle}
        </h3>
        <ChargesBreakdown offer={offer} product={product.type} />
      </section>

      {offer.addons && offer.addons.length > 0 && (
        <section className="summary-group" aria-labelledby="summary-addons" data-testid="summary-addons">
          <div className="summary-group__head">
            <h3 id="summary-addons" className="summary-group__title">
              {texts.order.confirm.addonsTitle}
            </h3>
            <ChangeLink href={stepHref('offers')} what={texts.order.confirm.addonsTitle} />
          </div>
          <dl className="charges">
            {offer.addons.map(({ item, offer: addon }) => (
              <div key={item} className="charges__line" data-testid="summary-addon" data-addon={addon.product}>
                <dt>
                  {productName(addon.product)[locale]}
                  <span className="charges__rate muted">{addon.insurer.name}</span>
                </dt>
                <dd>{money(addon.payable)}</dd>
              </div>
            ))}
            {offer.total && (
              <div className="charges__line charges__line--total">
                <dt>{texts.order.addons.total}</dt>
                <dd data-testid="summary-total">{money(offer.total)}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </section>
  );
}
