import { z } from 'zod';
import { idnpSchema } from '../validation/idnx.validator';
import { list, record, text, variants } from '../validation/keyed-schemas';
import { toDraftSchema } from './draft-schema';

describe(toDraftSchema.name, () => {
  const full = record({
    name: text(),
    party: variants('type', [
      record({ type: z.literal('person'), idnp: idnpSchema }),
      record({ type: z.literal('firm') }),
    ]),
    items: list(record({ code: text(), count: z.number() }), 1),
    note: text().optional(),
  }).superRefine((value, ctx) => {
    if (value.name === 'refused') ctx.addIssue({ code: 'custom', message: 'invalid-value', path: ['name'] });
  });
  const draft = toDraftSchema(full);
  const keys = (value: unknown) =>
    draft.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

  it('makes every field optional at every depth', () => {
    expect(keys({})).toEqual([]);
    expect(keys({ party: { type: 'person' }, items: [{}] })).toEqual([]);
  });

  it('keeps each value’s own rule and refuses unknown fields', () => {
    expect(keys({ party: { type: 'person', idnp: '123' } })).toEqual(['party.idnp:invalid-idnp']);
    expect(keys({ items: [{ code: 'a', extra: 1 }] })).toEqual(['items.0:unknown-field']);
  });

  it('keeps the discriminator that decides which fields exist', () => {
    expect(keys({ party: { idnp: '123' } })).toEqual(['party.type:required']);
  });

  it('leaves cross-field rules to the full schema', () => {
    expect(keys({ name: 'refused' })).toEqual([]);
    expect(full.safeParse({ name: 'refused', party: { type: 'firm' }, items: [{ code: 'a', count: 1 }] }).success).toBe(
      false,
    );
  });
});
