/** An anonymous visitor of the API: its cookies and the uid its orders are authored by. */
export interface Visitor {
  cookie: string;
  uid: string;
}

/** Runs `work` over `items` with at most `concurrency` at once. */
export async function pooled<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/** An anonymous visitor: the cookies the API hands out on a first request. */
export async function visitor(baseUrl: string): Promise<Visitor> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      // Every cookie of the first answer, as a browser keeps them (the session and the CSRF token).
      const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      const sid = pairs.find((pair) => pair.startsWith('asg_sid='));
      if (!sid) throw new Error('no session cookie');
      const value = decodeURIComponent(sid.slice('asg_sid='.length));
      return { cookie: pairs.join('; '), uid: `anon:${value.split('.')[0]}` };
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
