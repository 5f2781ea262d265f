import { ADDONS_BY_PRODUCT, ISSUERS, ORDER_STATUSES, PRODUCT_TYPES, type OrderStatus } from '@asiguro/domain';
import { useId } from 'react';
import { texts } from '../../app/i18n';
import { productName } from '../../ui/format';
import { hasFilters, validateOrdersSearch, type OrdersSearch } from './orders-search';

interface OrderFiltersProps {
  search: OrdersSearch;
  onChange: (next: OrdersSearch) => void;
  /** Status choices of this view (none: no status filter). */
  statuses?: readonly OrderStatus[];
}

/** Every product some main product sells as an add-on (the add-on filter's choices). */
const ADDON_TYPES = [
  ...new Set(
    Object.values(ADDONS_BY_PRODUCT)
      .flat()
      .map((addon) => addon.type),
  ),
];

/** Product, insurer, add-on, status and age filters; each change goes to the URL (and the first page). */
export function OrderFilters({ search, onChange, statuses = ORDER_STATUSES }: OrderFiltersProps) {
  const id = useId();
  const apply = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form).entries());
    const filters = validateOrdersSearch(values);
    onChange({ sort: search.sort, dir: search.dir, ...filters, page: undefined });
  };
  return (
    <form
      className="filters"
      aria-label={texts.orders.filters}
      // Remount on a URL change (back button, "clear") so the controls show the URL's values.
      key={JSON.stringify([search.product, search.insurer, search.addon, search.status, search.minAgeMinutes])}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <div className="field inline">
        <label htmlFor={`${id}-product`}>{texts.columns.product}</label>
        <select
          id={`${id}-product`}
          name="product"
          defaultValue={search.product ?? ''}
          onChange={(event) => apply(event.currentTarget.form!)}
        >
          <option value="">{texts.orders.anyProduct}</option>
          {PRODUCT_TYPES.map((product) => (
            <option key={product} value={product}>
              {productName(product)}
            </option>
          ))}
        </select>
      </div>
      <div className="field inline">
        <label htmlFor={`${id}-insurer`}>{texts.columns.insurer}</label>
        <select
          id={`${id}-insurer`}
          name="insurer"
          defaultValue={search.insurer ?? ''}
          onChange={(event) => apply(event.currentTarget.form!)}
        >
          <option value="">{texts.orders.anyInsurer}</option>
          {ISSUERS.map((issuer) => (
            <option key={issuer.slug} value={issuer.slug}>
              {issuer.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field inline">
        <label htmlFor={`${id}-addon`}>{texts.orders.addon}</label>
        <select
          id={`${id}-addon`}
          name="addon"
          defaultValue={search.addon ?? ''}
          onChange={(event) => apply(event.currentTarget.form!)}
        >
          <option value="">{texts.orders.anyAddon}</option>
          {ADDON_TYPES.map((product) => (
            <option key={product} value={product}>
              {productName(product)}
            </option>
          ))}
        </select>
      </div>
      {statuses.length > 1 && (
        <div className="field inline">
          <label htmlFor={`${id}-status`}>{texts.columns.status}</label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={search.status ?? ''}
            onChange={(event) => apply(event.currentTarget.form!)}
          >
            <option value="">{texts.orders.anyStatus}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field inline">
        <label htmlFor={`${id}-age`}>{texts.orders.minAge}</label>
        <input
          id={`${id}-age`}
          name="minAgeMinutes"
          type="number"
          min={0}
          max={100000}
          inputMode="numeric"
          defaultValue={search.minAgeMinutes ?? ''}
          className="narrow"
        />
      </div>
      <button type="submit">{texts.common.apply}</button>
      {hasFilters(search) && (
        <button type="button" className="link-button" onClick={() => onChange({ sort: search.sort, dir: search.dir })}>
          {texts.common.clear}
        </button>
      )}
    </form>
  );
}
