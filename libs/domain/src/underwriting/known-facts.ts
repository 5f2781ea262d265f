/**
 * Drops undefined entries, so an issue request carries only what is known. A leaf of the domain:
 * the lines' folders use it without an import cycle through the registry.
 */
export function known(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
