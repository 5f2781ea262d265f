import { addonsOf, getProduct, type FieldDefinition, type ProductDefinition, type ProductType } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError } from '../../api/http';
import { orderQuery } from '../../api/queries';
import { productName } from '../../catalogue/catalogue';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/fields';
import { AlertIcon } from '../../ui/icons';
import { FieldInput } from '../order-flow/field-input';
import { getAt, setAt } from '../order-flow/details-state';

type Details = Record<string, unknown>;

/**
 * What the customer says about each add-on; everything else (the car, the payer, the start) the API
 * copies from the main item, and the plate and VIN come from the registry's answer to the search.
 */
const ASKED: Partial<Record<ProductType, readonly string[]>> = {
  'vignette:ro': ['vehicleCategory', 'validity', 'driverFullName'],
  'road-tax': ['region', 'locality'],
  'roadside-assistance-eu': ['coverage', 'insuranceValidity'],
  // The courier comes only in Chișinău (the API fills the city and refuses another one).
  'courier-delivery': ['address.street'],
};

function askedFields(type: ProductType): FieldDefinition[] {
  const fields = getProduct(type).steps.flatMap((step) => step.fields);
  return (ASKED[type] ?? []).flatMap((name) => fields.filter((field) => field.name === name));
}

/** The car as the registry described it, where each add-on keeps it (the main item holds only the certificate). */
function registryFacts(type: ProductType, vehicle: OrderView['registryVehicle']): Details {
  if (!vehicle) return {};
  if (type === 'vignette:ro') return { plateNumber: vehicle.plateNumber, vinCode: vehicle.vin };
  if (type === 'road-tax') return { vehicle: { vinCode: vehicle.vin } };
  return {};
}

function fromOrder(order: OrderView | undefined): Partial<Record<ProductType, Details>> {
  return Object.fromEntries((order?.items.slice(1) ?? []).map((item) => [item.type, item.details as Details]));
}

/**
 * The add-ons the main product offers (the Romanian vignette, the road tax, road assistance), on
 * the offers step: ticking one and giving its few details adds it to the order, unticking removes
 * it; either is an update of the draft, after which the offers are searched again with the add-ons
 * priced by their own issuers. Nothing shows for a product that offers none.
 */
export function AddonsPicker({ product, orderId }: { product: ProductDefinition; orderId: string }) {
  const offered = addonsOf(product.type);
  const { texts, locale } = useI18n();
  const t = useMessages();
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(orderId), enabled: offered.length > 0 });
  // What the customer ticked and typed, before it is saved (undefined: as the order holds it).
  const [edited, setEdited] = useState<Partial<Record<ProductType, Details>>>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (offered.length === 0 || !order.data) return null;
  const view = order.data;
  const chosen = edited ?? fromOrder(view);
  const saved = fromOrder(view);

  const save = async (next: Partial<Record<ProductType, Details>>) => {
    const missing: Record<string, string> = {};
    for (const [type, details] of Object.entries(next) as [ProductType, Details][]) {
      for (const field of askedFields(type)) {
        const value = getAt(details, field.name);
        if (value === undefined || value === '') missing[`${type}:${field.name}`] = t(field.requiredKey);
      }
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      // The add-ons in the catalogue's order, after the main item, as the API expects them.
      const items = [
        view.items[0],
        ...offered
          .filter((addon) => next[addon.type])
          .map((addon) => ({
            type: addon.type,
            details: { ...registryFacts(addon.type, view.registryVehicle), ...next[addon.type] },
          })),
      ];
      const updated = await api.updateOrder({ params: { id: orderId }, body: { items, lang: locale } });
      queryClient.setQueryData(orderQuery(orderId).queryKey, updated);
      setEdited(undefined);
      // The draft changed: the offers are searched again, the add-ons priced with them.
      await queryClient.invalidateQueries({ queryKey: ['offers', orderId] });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        const placed: Record<string, string> = {};
        for (const issue of error.issues) {
          for (const type of Object.keys(next) as ProductType[]) {
            const field = askedFields(type).find((candidate) => issue.path.endsWith(candidate.name));
            if (field) placed[`${type}:${field.name}`] ??= issue.message ?? t(field.requiredKey);
          }
        }
        setErrors(placed);
      }
      setFailure(error instanceof ApiError && error.message ? error.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (type: ProductType, on: boolean) => {
    const next = { ...chosen };
    if (on) next[type] = next[type] ?? {};
    else delete next[type];
    setEdited(next);
    // Removing needs nothing more from the customer: the order is updated at once.
    if (!on && saved[type]) void save(next);
  };

  const change = (type: ProductType, path: string, value: unknown) =>
    setEdited({ ...chosen, [type]: setAt(chosen[type] ?? {}, path, value) });

  const unsaved = offered.some(
    (addon) => chosen[addon.type] && JSON.stringify(chosen[addon.type]) !== JSON.stringify(saved[addon.type]),
  );

  return (
    <section className="addons" aria-labelledby="addons-title" data-testid="addons">
      <h3 id="addons-title" className="addons__title">
        {texts.order.addons.title}
      </h3>
      <p className="muted addons__lead">{texts.order.addons.lead}</p>
      <ul className="addons__list">
        {offered.map((addon) => {
          const details = chosen[addon.type];
          const fieldErrors = Object.fromEntries(
            Object.entries(errors)
              .filter(([key]) => key.startsWith(`${addon.type}:`))
              .map(([key, message]) => [key.slice(addon.type.length + 1), message]),
          );
          return (
            <li key={addon.type} className="addons__item" data-testid="addon" data-addon={addon.type}>
              <CheckboxField
                name={`addon-${addon.type}`}
                label={productName(addon.type)[locale]}
                checked={details !== undefined}
                onCheckedChange={(on) => toggle(addon.type, on)}
              />
              {details && (
                <div className="addons__fields">
                  {askedFields(addon.type).map((field) => (
                    <FieldInput
                      key={field.name}
                      field={field}
                      path={field.name}
                      value={getAt(details, field.name)}
                      onChange={(path, value) => change(addon.type, path, value)}
                      errors={fieldErrors}
                      details={details}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="notice notice--error" role="alert">
          <AlertIcon /> {failure}
        </p>
      )}
      {unsaved && (
        <div>
          <Button onClick={() => void save(chosen)} disabled={busy} data-testid="addons-apply">
            {busy ? texts.order.addons.saving : texts.order.addons.apply}
          </Button>
        </div>
      )}
    </section>
  );
}
