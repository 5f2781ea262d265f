import {
  anyVehicleCertificateSchema,
  calendarDay,
  formatDay,
  idnxSchema,
  isIdno,
  type FieldDefinition,
} from '@asiguro/domain';
import type { VehicleEcho } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { TextField } from '../../ui/fields';
import { getAt, type Details } from './details-state';

/** Where a step asks for the registration certificate: RCA and Green Card's vehicle, or a vignette's. */
const CERTIFICATE_PATHS = ['vehicle.certificateNumber', 'certificateNumber'];

/**
 * A vignette's category for the registry's vehicle category, among the step's own options (the
 * first candidate the product sells): cars and light goods vehicles; anything else the customer
 * picks, as before.
 */
const VIGNETTE_CATEGORY_CANDIDATES: Record<string, string[]> = {
  M1: ['A', 'D1'],
  N1: ['B', 'D2'],
  L: ['D1M'],
};

/** The step's start date, when the registry's current RCA policy decides it (RCA asks the operating mode). */
function rcaStartField(fields: readonly FieldDefinition[]): string | undefined {
  const names = new Set(fields.map((field) => field.name));
  return names.has('operatingMode') ? 'startDate' : undefined;
}

/** What the registry's answer fills in, for fields still empty (a customer's own choice stays). */
function prefill(
  echo: VehicleEcho,
  fields: readonly FieldDefinition[],
  details: Details,
  ownerCode: string,
): Array<[string, unknown]> {
  const empty = (path: string) => {
    const value = getAt(details, path);
    return value === undefined || value === '';
  };
  const changes: Array<[string, unknown]> = [];
  // RCA starts the day after the current policy ends: that day, unless one was already chosen.
  if (rcaStartField(fields) && echo.currentPolicyEndsOn && empty('startDate')) {
    changes.push(['startDate', formatDay(calendarDay(echo.earliestStart))]);
  }
  // A vignette's vehicle, from the registry instead of typed again.
  const step = new Map(fields.map((field) => [field.name, field]));
  if (step.has('plateNumber') && empty('plateNumber')) changes.push(['plateNumber', echo.plateNumber]);
  if (step.has('vinCode') && empty('vinCode')) changes.push(['vinCode', echo.vinCode]);
  const category = step.get('vehicleCategory');
  if (category?.options && empty('vehicleCategory')) {
    const offered = new Set(category.options.map((option) => String(option.value)));
    const match = (VIGNETTE_CATEGORY_CANDIDATES[echo.vehicleCategory] ?? []).find((value) => offered.has(value));
    if (match) changes.push(['vehicleCategory', match]);
  }
  // The owner is usually the contractor: the contractor step starts with the code typed here.
  if (empty('contractor.contractorType') && empty('contractor.idnp') && empty('contractor.idno')) {
    const company = isIdno(ownerCode);
    changes.push(['contractor.contractorType', company ? 'company' : 'individual']);
    changes.push([company ? 'contractor.idno' : 'contractor.idnp', ownerCode]);
  }
  return changes;
}

/**
 * The vehicle as the registry knows it, shown back on the step that asks for the registration
 * certificate once the owner's IDNP or IDNO is typed beside it: make, model, plate and engine
 * volume, the bonus-malus class and what it does to the price, and when the current RCA policy
 * ends; the fields the registry answers (start date, a vignette's plate, VIN and category, the
 * contractor's code) are filled in instead of asked again.
 */
export function RegistryVehicle({
  fields,
  details,
  onChange,
}: {
  fields: readonly FieldDefinition[];
  details: Details;
  onChange: (path: string, value: unknown) => void;
}) {
  const { texts, fill, locale } = useI18n();
  const words = texts.order.registry;
  const certificatePath = CERTIFICATE_PATHS.find((path) => fields.some((field) => field.name === path));
  const [ownerCode, setOwnerCode] = useState(() =>
    String(getAt(details, 'contractor.idnp') ?? getAt(details, 'contractor.idno') ?? ''),
  );
  const certificate = anyVehicleCertificateSchema.safeParse(certificatePath ? getAt(details, certificatePath) : '');
  const code = idnxSchema.safeParse(ownerCode);
  const ready = Boolean(certificatePath) && certificate.success && code.success;
  const echo = useQuery({
    queryKey: ['registry-vehicle', certificate.data, code.data],
    queryFn: () => api.vehicleEcho({ body: { certificateNumber: certificate.data!, ownerCode: code.data! } }),
    enabled: ready,
    retry: false,
    staleTime: 10 * 60_000,
  });

  // Fill in once per vehicle found (not again after the customer changed a filled field).
  const filledFor = useRef<string>(undefined);
  useEffect(() => {
    if (!echo.data || !code.success) return;
    const key = `${certificate.data}:${code.data}`;
    if (filledFor.current === key) return;
    filledFor.current = key;
    for (const [path, value] of prefill(echo.data, fields, details, code.data)) onChange(path, value);
  }, [echo.data, certificate.data, code.success, code.data, fields, details, onChange]);

  if (!certificatePath) return null;
  const vehicle = echo.data;
  const volume =
    vehicle && vehicle.engineVolume > 0 ? `, ${new Intl.NumberFormat(locale).format(vehicle.engineVolume)} cm³` : '';
  const factor = vehicle?.bonusMalusFactor ?? 1;
  const percent = Math.round(Math.abs(factor - 1) * 100);
  const bonusMalus =
    factor < 1 ? words.bonusMalusDiscount : factor > 1 ? words.bonusMalusSurcharge : words.bonusMalusBase;
  return (
    <div className="registry-vehicle">
      <TextField
        label={words.ownerCode}
        hint={words.ownerCodeHint}
        optionalText={texts.common.optional}
        name="registryOwnerCode"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        value={ownerCode}
        onValueChange={(value) => setOwnerCode(value.replace(/\s+/g, ''))}
      />
      <div role="status" aria-live="polite">
        {ready && echo.isError ? <p className="notice notice--warning">{words.notFound}</p> : null}
        {vehicle ? (
          <div className="registry-vehicle__echo" data-testid="vehicle-echo">
            <p className="registry-vehicle__title">
              {vehicle.make} {vehicle.model}, {vehicle.plateNumber}
              {volume}
            </p>
            {/* The class prices motor liability (RCA, Green Card), not a vignette. */}
            {certificatePath === 'vehicle.certificateNumber' ? (
              <p className="muted" data-testid="bonus-malus">
                {fill(bonusMalus, { class: String(vehicle.bonusMalusClass), percent })}
              </p>
            ) : null}
            {vehicle.currentPolicyEndsOn && rcaStartField(fields) ? (
              <p className="muted" data-testid="current-policy-end">
                {fill(words.currentPolicyEnds, {
                  end: formatDay(calendarDay(vehicle.currentPolicyEndsOn)),
                  start: formatDay(calendarDay(vehicle.earliestStart)),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
