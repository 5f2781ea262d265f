import type { Catalogue, MessageKey } from '@asiguro/i18n';
import type { FieldOption } from './option';

/** How the storefront renders a field. */
export type FieldKind =
  | 'text'
  | 'number'
  | 'date'
  | 'select'
  | 'multi-select'
  | 'radio'
  | 'checkbox'
  | 'phone'
  | 'email'
  | 'textarea'
  | 'country'
  | 'list'
  | 'persons-list';

/** A field name with a label and a required message in @asiguro/i18n (`fields.*`, `required.*`). */
export type FieldName = Extract<keyof Catalogue['fields'], string>;

/**
 * The requests the tail's fields are sent in: `confirm` (POST /api/orders/{id}/confirm),
 * `payment` (POST /api/orders/{id}/payments) and `payorder` (POST /api/functions/payorder).
 */
export const TAIL_REQUESTS = ['confirm', 'payment', 'payorder'] as const;
export type TailRequest = (typeof TAIL_REQUESTS)[number];

/** Shows a field only when another field (path from the same root) holds one of `in`. */
export interface FieldCondition {
  field: string;
  in: readonly (string | number | boolean)[];
}

/** One input of an order step, described for the storefront and the console. */
export interface FieldDefinition {
  /** Dotted path in the item details ('vehicle.certificateNumber'); relative to the item in a list. */
  name: string;
  kind: FieldKind;
  /** Required whenever it is shown (the details schema enforces it at confirmation). */
  required: boolean;
  labelKey: MessageKey;
  requiredKey: MessageKey;
  options?: readonly FieldOption[];
  visibleWhen?: FieldCondition;
  /** Filled from a registry lookup (certificate, IDNO, cadastral code); shown, not typed. */
  fromRegistry?: boolean;
  /**
   * A field of the screens every flow ends with (the tail): the request its value is sent in, at
   * `name` within that request's body (`payorder`: within its `data`). Detail fields have none: they
   * are paths in the item's details.
   */
  submittedTo?: TailRequest;
  /** The fields of each item of a `list` or `persons-list`. */
  itemFields?: readonly FieldDefinition[];
  minItems?: number;
  maxItems?: number;
}

/** Everything of a field but its name, kind and keys. */
export type FieldSettings = Partial<Omit<FieldDefinition, 'name' | 'kind' | 'labelKey' | 'requiredKey'>> & {
  /** Path in the details when it differs from the field name. */
  path?: string;
};

/**
 * A field whose label and required message are `fields.<label>` and `required.<label>`;
 * required unless said otherwise.
 */
export function field(label: FieldName, kind: FieldKind, settings: FieldSettings = {}): FieldDefinition {
  const { path, ...rest } = settings;
  return {
    name: path ?? label,
    kind,
    required: true,
    labelKey: `fields.${label}`,
    requiredKey: `required.${label}`,
    ...rest,
  };
}

/** The same fields under an object of the details (`within('vehicle', …)` → 'vehicle.model'). */
export function within(prefix: string, fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map((item) => ({
    ...item,
    name: `${prefix}.${item.name}`,
    ...(item.visibleWhen ? { visibleWhen: { ...item.visibleWhen, field: `${prefix}.${item.visibleWhen.field}` } } : {}),
  }));
}

/** The same fields, shown only under a condition. */
export function when(condition: FieldCondition, fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map((item) => ({ ...item, visibleWhen: item.visibleWhen ?? condition }));
}

/** Optional versions of fields (filled by a registry, or asked for but not needed). */
export function optional(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map((item) => ({ ...item, required: false }));
}
