import { isMessageKey, LOCALES, rawMessage, type Namespace } from '@asiguro/i18n';
import { detailsJsonSchema, type JsonSchema } from './details-json-schema';
import type { FieldDefinition } from './field';
import { ORDER_TAIL_STEPS } from './order-tail';
import { publicCatalogue } from './public-catalogue';
import { CATALOGUE } from './product-definitions';

/** Every field of a list of steps, items of lists included, with the path of the list they are in. */
function allFields(steps: readonly { fields: readonly FieldDefinition[] }[]) {
  const found: { field: FieldDefinition; path: string[] }[] = [];
  const visit = (fields: readonly FieldDefinition[], base: string[]) => {
    for (const item of fields) {
      const path = [...base, ...item.name.split('.')];
      found.push({ field: item, path });
      if (item.itemFields) visit(item.itemFields, [...path, '*']);
    }
  };
  for (const step of steps) visit(step.fields, []);
  return found;
}

const branches = (schema: JsonSchema): JsonSchema[] =>
  [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].length > 0
    ? [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((item) => branches(item as JsonSchema))
    : [schema];

/** The schemas a path leads to, with whether every object on the way requires the next step. */
function resolve(root: JsonSchema, path: string[]): { schema: JsonSchema; required: boolean }[] {
  let current = [{ schema: root, required: true }];
  for (const segment of path) {
    current = current.flatMap(({ schema, required }) =>
      branches(schema).flatMap((branch): { schema: JsonSchema; required: boolean }[] => {
        if (segment === '*') return branch.items ? [{ schema: branch.items as JsonSchema, required }] : [];
        const property = branch.properties?.[segment] as JsonSchema | undefined;
        if (!property) return [];
        return [{ schema: property, required: required && (branch.required ?? []).includes(segment) }];
      }),
    );
  }
  return current;
}

const enumOf = (schema: JsonSchema): unknown[] | undefined => {
  const leaf = schema.type === 'array' && schema.items ? (schema.items as JsonSchema) : schema;
  return leaf.enum ?? (leaf.const !== undefined ? [leaf.const] : undefined);
};

const messageExists = (key: string) => {
  const dot = key.indexOf('.');
  const namespace = key.slice(0, dot) as Namespace;
  return LOCALES.every((locale) => rawMessage(locale, namespace, key.slice(dot + 1)) !== undefined);
};

describe('catalogue fields', () => {
  const everyStep = [...CATALOGUE.flatMap((product) => product.steps), ...ORDER_TAIL_STEPS];

  it('has every step title, field label and required message in ro, ru and en', () => {
    const missing: string[] = [];
    for (const step of everyStep) if (!messageExists(step.titleKey)) missing.push(step.titleKey);
    for (const { field } of allFields(everyStep)) {
      for (const key of [field.labelKey, field.requiredKey]) {
        if (!isMessageKey(key) || !messageExists(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every option a label in every language', () => {
    for (const { field } of allFields(everyStep)) {
      for (const option of field.options ?? []) {
        for (const locale of LOCALES) expect(option.label[locale]).toMatch(/\S/);
      }
    }
  });

  describe.each(CATALOGUE.map((product) => [product.type, product] as const))('%s', (_type, product) => {
    const schema = detailsJsonSchema(product.type);
    const fields = allFields(product.steps);

    it('names only paths that exist in its details schema', () => {
      const unknown = fields.filter(({ path }) => resolve(schema, path).length === 0).map(({ path }) => path.join('.'));
      expect(unknown).toEqual([]);
    });

    it('marks as required exactly what the schema always requires', () => {
      const wrong = fields
        .filter(({ field }) => !field.visibleWhen)
        .filter(({ field, path }) => {
          const required = resolve(schema, path).some((target) => target.required);
          // A list's items are required only when the list is: the list field says so.
          return path.includes('*') ? false : field.required !== required;
        })
        .map(({ path }) => path.join('.'));
      expect(wrong).toEqual([]);
    });

    it('offers exactly the values its schema accepts', () => {
      const mismatched = fields
        .filter(({ field }) => field.options)
        .filter(({ field, path }) => {
          // A union's discriminator has one constant per branch: together they are the values.
          const accepted = new Set(resolve(schema, path).flatMap(({ schema: target }) => enumOf(target) ?? []));
          const offered = field.options!.map((option) => option.value);
          return offered.length !== accepted.size || !offered.every((value) => accepted.has(value));
        })
        .map(({ path }) => path.join('.'));
      expect(mismatched).toEqual([]);
    });

    it('asks for every part of its details in some step', () => {
      const asked = new Set(fields.map(({ path }) => path[0]));
      const unasked = Object.keys(schema.properties ?? {}).filter((property) => !asked.has(property));
      expect(unasked).toEqual([]);
    });
  });

  describe('the tail (offers, confirmation, payment)', () => {
    const { tail, tailRequests } = publicCatalogue();
    const tailFields = allFields(tail);

    it('names each field as the API names it in the request it is sent in', () => {
      const unaccepted = tailFields
        .filter(({ field }) => {
          const request = field.submittedTo ? tailRequests[field.submittedTo] : undefined;
          if (!request) return true;
          const path = request.fieldsIn === 'data' ? ['data', ...field.name.split('.')] : field.name.split('.');
          return resolve(request.bodyJsonSchema, path).length === 0;
        })
        .map(({ field }) => `${field.submittedTo ?? '?'}:${field.name}`);
      expect(unaccepted).toEqual([]);
    });

    it('offers exactly the values the API accepts', () => {
      const mismatched = tailFields
        .filter(({ field }) => field.options)
        .filter(({ field }) => {
          const request = tailRequests[field.submittedTo!];
          const accepted = new Set(
            resolve(request.bodyJsonSchema, field.name.split('.')).flatMap(({ schema }) =>
              branches(schema).flatMap((branch) => enumOf(branch) ?? []),
            ),
          );
          return !field.options!.every((option) => accepted.has(option.value));
        })
        .map(({ field }) => field.name);
      expect(mismatched).toEqual([]);
    });

    it('shows a field only under a condition on a field the tail has, or on the chosen offer', () => {
      const names = new Set(tailFields.map(({ field }) => field.name));
      const dangling = tailFields
        .map(({ field }) => field.visibleWhen?.field)
        .filter((name): name is string => name !== undefined)
        .filter((name) => !names.has(name) && !name.startsWith('offer.'));
      expect(dangling).toEqual([]);
    });
  });
});
