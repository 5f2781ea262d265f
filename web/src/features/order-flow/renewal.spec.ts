import type { OrderView } from '@asiguro/contracts';
import { renewOnce } from './renewal';

const FROM = '6f1c1a52-8d0e-4a57-9f0f-0c6a4c5e8f11';
const TOKEN = '1790000000.c2lnbmF0dXJl';
const draft = (id: string) => ({ id }) as OrderView;

describe(renewOnce.name, () => {
  it('asks the API once per link, however often the page wants it, and hands every caller the same draft', async () => {
    const cache = new Map<string, Promise<OrderView>>();
    const renew = jest.fn(async () => draft('new-draft'));
    const first = renewOnce(FROM, TOKEN, renew, cache);
    const again = renewOnce(FROM, TOKEN, renew, cache);
    await expect(first).resolves.toEqual(draft('new-draft'));
    await expect(again).resolves.toEqual(draft('new-draft'));
    await expect(renewOnce(FROM, TOKEN, renew, cache)).resolves.toEqual(draft('new-draft'));
    expect(renew.mock.calls).toEqual([[FROM, TOKEN]]);
  });

  it('sends the link’s token with the earlier order, and asks separately without one (the author’s session)', async () => {
    const cache = new Map<string, Promise<OrderView>>();
    const renew = jest.fn(async (from: string, token: string | undefined) => draft(`${from}:${token ?? 'session'}`));
    await expect(renewOnce(FROM, undefined, renew, cache)).resolves.toEqual(draft(`${FROM}:session`));
    await expect(renewOnce(FROM, TOKEN, renew, cache)).resolves.toEqual(draft(`${FROM}:${TOKEN}`));
    expect(renew.mock.calls).toEqual([
      [FROM, undefined],
      [FROM, TOKEN],
    ]);
  });

  it('asks again after a failure (a reload after the network came back)', async () => {
    const cache = new Map<string, Promise<OrderView>>();
    const renew = jest
      .fn<Promise<OrderView>, [string, string | undefined]>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(draft('new-draft'));
    await expect(renewOnce(FROM, TOKEN, renew, cache)).rejects.toThrow('network');
    await expect(renewOnce(FROM, TOKEN, renew, cache)).resolves.toEqual(draft('new-draft'));
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
