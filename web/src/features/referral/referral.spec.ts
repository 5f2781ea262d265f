import { ApiError } from '../../api/http';
import { heldReferral, takeReferral, withReferral } from './referral';

/** A tab's sessionStorage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const TOKEN = 'auto-centru.1790000000.c2lnbmF0dXJl';
const refused = new ApiError('validation-failed', 400, 'Some fields are not filled in correctly.', {
  issues: [{ path: 'referral', key: 'invalid-value', message: 'invalid' }],
});

describe(takeReferral.name, () => {
  it('keeps the token for the tab and answers the address without it, the rest untouched', () => {
    const storage = memoryStorage();
    const clean = takeReferral(`https://asiguro.md/en/mtpl?step=vehicle&referral=${TOKEN}#top`, storage);
    expect(clean).toBe('/en/mtpl?step=vehicle#top');
    expect(heldReferral(storage)).toBe(TOKEN);
    expect(takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, storage)).toBe('/rca');
  });

  it('leaves an address without a referral alone, and the referral already held', () => {
    const storage = memoryStorage();
    takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, storage);
    expect(takeReferral('https://asiguro.md/rca?step=vehicle', storage)).toBeUndefined();
    expect(heldReferral(storage)).toBe(TOKEN);
  });

  it("lets a newer partner's link replace the referral, and drops an empty or oversized one from the address", () => {
    const storage = memoryStorage();
    takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, storage);
    takeReferral('https://asiguro.md/rca?referral=banca-ipotecara.1790000000.b3RoZXI', storage);
    expect(heldReferral(storage)).toBe('banca-ipotecara.1790000000.b3RoZXI');
    expect(takeReferral('https://asiguro.md/rca?referral=', storage)).toBe('/rca');
    expect(takeReferral(`https://asiguro.md/rca?referral=${'x'.repeat(201)}`, storage)).toBe('/rca');
    expect(heldReferral(storage)).toBe('banca-ipotecara.1790000000.b3RoZXI');
  });

  it('still cleans the address where the browser refuses storage', () => {
    expect(takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, undefined)).toBe('/rca');
    expect(heldReferral(undefined)).toBeUndefined();
  });
});

describe(withReferral.name, () => {
  it('creates the order with the referral the tab holds', async () => {
    const storage = memoryStorage();
    takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, storage);
    const create = jest.fn(async (referral: string | undefined) => ({ referral }));
    await expect(withReferral(create, storage)).resolves.toEqual({ referral: TOKEN });
    expect(create).toHaveBeenCalledTimes(1);
    // Kept for the visit's next orders.
    expect(heldReferral(storage)).toBe(TOKEN);
  });

  it('creates the order without a referral when the tab holds none', async () => {
    const create = jest.fn(async (referral: string | undefined) => ({ referral }));
    await expect(withReferral(create, memoryStorage())).resolves.toEqual({ referral: undefined });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('drops a referral the API refuses and creates the order without it', async () => {
    const storage = memoryStorage();
    takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, storage);
    const create = jest.fn(async (referral: string | undefined) => {
      if (referral) throw refused;
      return { referral };
    });
    await expect(withReferral(create, storage)).resolves.toEqual({ referral: undefined });
    expect(create.mock.calls).toEqual([[TOKEN], [undefined]]);
    expect(heldReferral(storage)).toBeUndefined();
  });

  it('keeps the referral when the order fails for another reason', async () => {
    const storage = memoryStorage();
    takeReferral(`https://asiguro.md/rca?referral=${TOKEN}`, storage);
    const network = new ApiError('network', 0, 'network');
    const create = jest.fn(async () => {
      throw network;
    });
    await expect(withReferral(create, storage)).rejects.toBe(network);
    expect(create).toHaveBeenCalledTimes(1);
    expect(heldReferral(storage)).toBe(TOKEN);
  });
});
