/** Request headers as Node and most frameworks hand them over. */
export type NotificationHeaders = Record<string, string | string[] | undefined> | Headers;

/** One header value, looked up case-insensitively; the first when repeated. */
export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** The body as text, whatever the framework handed over. */
export function bodyText(rawBody: string | Buffer | Uint8Array): string {
  return typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
}
