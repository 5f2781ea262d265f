import { pathOfNul } from './nul-bytes.middleware';

describe(pathOfNul.name, () => {
  it('names the first field holding a NUL character, at any depth', () => {
    expect(pathOfNul({ name: 'Ion', message: 'abc\u0000def' })).toBe('message');
    expect(pathOfNul({ data: { items: [{ details: { firstName: '\u0000' } }] } })).toBe(
      'data.items.0.details.firstName',
    );
    expect(pathOfNul({ ['a\u0000']: 1 })).toBe('(key)');
    expect(pathOfNul('\u0000')).toBe('(value)');
  });

  it('lets everything else through, other control and unicode characters included', () => {
    expect(pathOfNul({ name: 'Ion\u202E', count: 0, list: [null, true], nested: {} })).toBeUndefined();
    expect(pathOfNul(undefined)).toBeUndefined();
  });
});
