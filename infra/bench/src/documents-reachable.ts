import { createHash } from 'node:crypto';
import { Client } from 'pg';
import type { Purchase } from './customer';

/** Documents downloaded from each API process, by their owners. */
export interface DocumentsReachable {
  orders: number;
  /** Downloads per API process (in apiUrls order), and those whose bytes were not the stored ones. */
  downloaded: number[];
  mismatched: number;
  failed: string[];
}

/**
 * Downloads every document of up to `limit` completed orders from every API process directly, as
 * their owners (the session cookie of the purchase), and compares each file's SHA-256 with the
 * one recorded when it was stored: any API process must serve any document, whichever worker
 * stored it.
 */
export async function checkDocumentsReachable(
  databaseUrl: string,
  apiUrls: readonly string[],
  purchases: readonly Purchase[],
  limit = 20,
): Promise<DocumentsReachable> {
  const chosen = purchases.filter(
    (purchase) => purchase.outcome === 'completed' && purchase.orderId && purchase.cookie,
  );
  const sample = chosen.slice(0, limit);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const result: DocumentsReachable = {
    orders: sample.length,
    downloaded: apiUrls.map(() => 0),
    mismatched: 0,
    failed: [],
  };
  try {
    for (const purchase of sample) {
      const { rows } = await db.query<{ kind: string; sha256: string }>(
        `select kind, sha256 from documents where order_id = $1 order by kind`,
        [purchase.orderId],
      );
      for (const [index, apiUrl] of apiUrls.entries()) {
        for (const document of rows) {
          const response = await fetch(`${apiUrl}/api/orders/${purchase.orderId}/documents/${document.kind}`, {
            headers: { cookie: purchase.cookie! },
          });
          const bytes = Buffer.from(await response.arrayBuffer());
          if (!response.ok) {
            result.failed.push(`api ${index + 1} ${document.kind}: ${response.status}`);
            continue;
          }
          result.downloaded[index]++;
          if (createHash('sha256').update(bytes).digest('hex') !== document.sha256) result.mismatched++;
        }
      }
    }
    return result;
  } finally {
    await db.end();
  }
}
