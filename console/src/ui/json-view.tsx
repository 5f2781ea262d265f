/** Masked partner or order data as indented JSON (it is already masked by the API). */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  return (
    <figure className="json">
      <figcaption>{label}</figcaption>
      <pre tabIndex={0}>{value === undefined ? '—' : JSON.stringify(value, null, 2)}</pre>
    </figure>
  );
}
