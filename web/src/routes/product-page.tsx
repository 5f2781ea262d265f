import { getProduct, type ProductDefinition } from '@asiguro/domain';
import type { Offer, OrderView } from '@asiguro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../analytics/analytics';
import { ApiError } from '../api/http';
import { productBySlug } from '../catalogue/catalogue';
import { ConfirmStep } from '../features/checkout/confirm-step';
import { messagesOf } from '../features/forms/field-messages';
import { OffersStep } from '../features/offers/offers-step';
import { DetailsStep } from '../features/order-flow/details-step';
import { ContractorFromTraveller } from '../features/order-flow/contractor-from-traveller';
import { ExpressOrder } from '../features/order-flow/express-order';
import { FirstValidFix } from '../features/order-flow/first-valid-fix';
import { locateIssues, type ServerIssue } from '../features/order-flow/server-issues';
import { findDestination } from '../features/home/destinations';
import { destinationDetails } from '../features/order-flow/destination-trip';
import { detailStepCount, flowSteps, stepIndex, type FlowStep } from '../features/order-flow/flow-steps';
import { MissingOrder, PayStep } from '../features/flow/tail-steps';
import { useDetailsForm } from '../features/flow/use-details-form';
import { ProductInfo } from '../features/content/product-info';
import { ProductAside } from '../features/order-flow/product-aside';
import { ProductIntro } from '../features/order-flow/product-intro';
import { useRenewal } from '../features/order-flow/renewal';
import { Stepper } from '../features/order-flow/stepper';
import { useOrderDraft } from '../features/order-flow/use-order-draft';
import { useI18n } from '../i18n/use-i18n';
import { useMessages } from '../i18n/use-messages';
import { flowPage, pathFor } from '../routing/paths';
import { AlertIcon } from '../ui/icons';

interface ProductSearch {
  order?: string;
  step?: string;
  offer?: string;
  from?: string;
  /** The renewal e-mail link's token of the order in `from`. */
  t?: string;
  destination?: string;
}

const PAID_OR_LATER = new Set([
  'paid',
  'processing',
  'issued',
  'completed',
  'failed',
  'refunded',
  'expired',
  'canceled',
]);

function useProduct(): { product: ProductDefinition; insurer: string | undefined } {
  const { locale } = useI18n();
  const { slug = '', insurer } = useParams({ strict: false }) as { slug?: string; insurer?: string };
  return { product: getProduct(productBySlug(locale, slug) ?? 'rca'), insurer };
}

/**
 * A product's page and order flow (/rca, /en/mtpl…): one screen per catalogue step, addressed by
 * `?step=` so back and forward work, the form kept per order (`?order=`), then offers,
 * confirmation and payment.
 */
export function ProductPage() {
  const { product, insurer } = useProduct();
  return (
    <div className="product">
      <ProductIntro product={product} />
      <div className="page product__body product__layout">
        <Flow key={product.type} product={product} insurer={insurer} />
        <ProductAside product={product} />
      </div>
      <ProductInfo product={product} />
    </div>
  );
}

/**
 * The steps of one product's order. On an insurer's own page the flow stays on that page (every
 * step, every save) and its offers are that insurer's.
 */
function Flow({ product, insurer }: { product: ProductDefinition; insurer: string | undefined }) {
  const { texts, locale } = useI18n();
  const t = useMessages();
  const search = useSearch({ strict: false }) as ProductSearch;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const go = useCallback(
    (next: ProductSearch, replace = false) => {
      const query = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
      void navigate({ href: pathFor(locale, flowPage(product.type, insurer), query), replace });
    },
    [navigate, locale, product.type, insurer],
  );

  // A popular destination of the home page starts the travel form on its trip (a new order only).
  const [prefill] = useState(() => {
    const destination = product.type === 'medical' && !search.order ? findDestination(search.destination) : undefined;
    return destination && destinationDetails(destination, new Date());
  });
  const draft = useOrderDraft(
    product,
    search.order,
    locale,
    (id) => go({ ...search, order: id, destination: undefined, from: undefined, t: undefined }, true),
    prefill,
  );
  // A renewal link: the API's new draft (pre-filled from the earlier order) replaces the link.
  const renewal = useRenewal(search.order ? undefined : search.from, search.t, (view) => {
    draft.adopt(view);
    go({ order: view.id }, true);
  });
  const steps = useMemo(() => flowSteps(product, draft.details), [product, draft.details]);
  const current = stepIndex(steps, search.step);
  const step: FlowStep = steps[current];
  const [chosen, setChosen] = useState<Offer>();
  const [failure, setFailure] = useState<string>();
  // Server-found problems' first accepted values (path → value), offered next to their fields.
  const [fixes, setFixes] = useState<Record<string, string>>({});
  // The field a server-found problem sends the customer to: focused instead of the step's title.
  const focusField = useRef<string>(undefined);

  // An order already paid (or over) lives on the order page.
  const status = draft.order?.status;
  useEffect(() => {
    if (status && PAID_OR_LATER.has(status) && draft.orderId) {
      void navigate({ href: pathFor(locale, { name: 'order' }, { order: draft.orderId }), replace: true });
    }
  }, [status, draft.orderId, navigate, locale]);

  // The chosen offer survives a reload: it is on the order (or named in the address).
  const offer =
    chosen ?? draft.order?.chosenOffer ?? draft.order?.offers?.find((item) => item.id === search.offer) ?? undefined;

  // Moving to another step starts reading there (screen readers, keyboard). Not on the page's first
  // screen: there the focus stays put, so the first Tab reaches the skip link.
  const shownStep = useRef<string>(undefined);
  useEffect(() => {
    if (!draft.ready) return;
    const previous = shownStep.current;
    shownStep.current = step.id;
    const field = focusField.current;
    focusField.current = undefined;
    if (field) document.querySelector<HTMLElement>(`form.step [name="${CSS.escape(field)}"]`)?.focus();
    else if (previous !== undefined && previous !== step.id) document.getElementById('step-title')?.focus();
  }, [draft.ready, step.id]);

  const form = useDetailsForm(product, draft.details, steps, current, locale);
  const { settle } = form;
  const change = useCallback(
    (path: string, value: unknown) => {
      draft.change(path, value);
      setFixes((current) => {
        if (!(path in current)) return current;
        const { [path]: _fixed, ...rest } = current;
        return rest;
      });
      settle(path);
    },
    [draft, settle],
  );

  if (!draft.ready || renewal === 'renewing') {
    return (
      <div className="card flow flow--loading" role="status">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <span className="visually-hidden">{texts.common.loading}</span>
      </div>
    );
  }

  const toStep = (index: number, extra: ProductSearch = {}) =>
    go({ order: draft.orderId, step: steps[index]?.id, offer: search.offer, ...extra });

  const detailSteps = detailStepCount(steps);

  /** The details screen holds: the next one, or after the last the order saved and the offers. */
  const proceed = async (): Promise<boolean> => {
    if (current < detailSteps - 1) {
      toStep(current + 1);
      return true;
    }
    try {
      const view = await draft.commit();
      await queryClient.invalidateQueries({ queryKey: ['offers', view.id] });
      go({ order: view.id, step: 'offers' });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        const issues = error.issues.map((issue) => ({
          path: issue.path.replace(/^items\.\d+\.details\./, ''),
          key: issue.key as never,
        }));
        form.show(messagesOf(locale, issues));
      }
      setFailure(
        error instanceof ApiError && error.message && error.code !== 'network'
          ? error.message
          : t(draft.orderId ? 'errors.update-order' : 'errors.create-order'),
      );
      return false;
    }
  };

  const next = (): Promise<boolean> => {
    setFailure(undefined);
    // A problem on an earlier screen (its answer changed since) sends the customer back there.
    return form.check(proceed, (invalid) => {
      if (invalid < current) toStep(invalid);
    });
  };

  /**
   * Sends the customer to the field a server-found problem (offer search, confirmation) is about,
   * with its message under it and the first accepted value as a fix when the API tells it.
   * False when no screen asks any of the fields (the caller shows the message itself).
   */
  const placeIssues = (issues: readonly ServerIssue[]): boolean => {
    const located = locateIssues(steps, draft.details, issues);
    if (located.length === 0) return false;
    form.show(Object.fromEntries(located.map((issue) => [issue.path, issue.message])));
    setFixes(
      Object.fromEntries(located.flatMap((issue) => (issue.firstValid ? [[issue.path, issue.firstValid]] : []))),
    );
    focusField.current = located[0].path;
    // In place of the refused screen: going back must not land on a search that sends here again.
    go({ order: draft.orderId, step: located[0].stepId }, true);
    return true;
  };

  const choose = (picked: Offer) => {
    setChosen(picked);
    track('add_to_cart', { product: product.type, insurer: picked.insurer.slug, order: draft.orderId });
    go({ order: draft.orderId, step: 'confirmation', offer: picked.id });
  };

  const confirmed = (view: OrderView) => {
    draft.setOrder(view);
    go({ order: view.id, step: 'pay', offer: search.offer });
  };

  const back = current > 0 ? () => toStep(current - 1) : undefined;

  let body: React.ReactNode;
  if (step.kind === 'details') {
    body = (
      <DetailsStep
        title={t(step.titleKey)}
        fields={step.fields}
        details={draft.details}
        errors={form.errors}
        onChange={change}
        onNext={next}
        startWindow={product.startWindow}
        onBack={back}
        nextLabel={current === detailSteps - 1 ? texts.order.toOffers : texts.order.next}
        before={
          current === 0 ? (
            <ExpressOrder product={product} onFill={(details) => draft.replace(details)} />
          ) : (
            <ContractorFromTraveller product={product} fields={step.fields} details={draft.details} onChange={change} />
          )
        }
        afterField={(path) =>
          fixes[path] !== undefined && <FirstValidFix path={path} value={fixes[path]} onChange={change} />
        }
      />
    );
  } else if (!draft.orderId) {
    body = <MissingOrder onStart={() => go({})} />;
  } else if (step.kind === 'offers') {
    body = (
      <OffersStep
        product={product}
        orderId={draft.orderId}
        insurer={insurer}
        version={undefined}
        chosenId={offer?.id}
        onChoose={choose}
        onBack={() => toStep(detailSteps - 1)}
        onFieldIssues={placeIssues}
      />
    );
  } else if (step.kind === 'confirmation') {
    body = offer ? (
      <ConfirmStep
        product={product}
        orderId={draft.orderId}
        offer={offer}
        order={draft.order}
        onConfirmed={confirmed}
        onBack={() => go({ order: draft.orderId, step: 'offers' })}
        stepHref={(id) => pathFor(locale, flowPage(product.type, insurer), { order: draft.orderId, step: id })}
        onFieldIssues={placeIssues}
      />
    ) : (
      <MissingOrder onStart={() => go({ order: draft.orderId, step: 'offers' })} />
    );
  } else {
    const unpaid = draft.order?.status === 'unpaid' ? draft.order : undefined;
    body = unpaid ? (
      <PayStep
        order={unpaid}
        onPaymentWindow={() => void navigate({ href: pathFor(locale, { name: 'order' }, { order: unpaid.id }) })}
        onBack={() => go({ order: draft.orderId, step: 'confirmation', offer: search.offer })}
      />
    ) : (
      <MissingOrder onStart={() => go({ order: draft.orderId, step: 'offers' })} />
    );
  }

  return (
    <div className="flow" data-step={step.id}>
      <Stepper steps={steps} current={current} />
      <div className="card flow__card">
        {renewal === 'failed' && (
          <p className="notice notice--warning" role="status" data-testid="renewal-failed">
            <AlertIcon /> {texts.order.renewalFailed}
          </p>
        )}
        {failure && (
          <p className="notice notice--error" role="alert">
            <AlertIcon /> {failure}
          </p>
        )}
        {body}
      </div>
    </div>
  );
}
