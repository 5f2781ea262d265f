/*
 * An issuer's wordmark, drawn for this site: its short name in white on a coloured rounded
 * rectangle. Not the issuer's logo (we have no right to copy those), and a few hundred bytes of
 * inline SVG instead of an image download per issuer.
 */

// Dark enough for white text at 4.5:1 or more.
const COLOURS = ['#0b5cad', '#7a3e9d', '#0f7a5c', '#a33a2a', '#2f4f7f', '#8a5a00', '#0e6e7a', '#5b4636', '#b0234f'];

/** A stable colour per issuer: the same slug is always drawn the same. */
function colourOf(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

/** The name a wordmark shows: the legal form and country tag dropped, a short first word kept with the next. */
export function shortName(name: string): string {
  const words = name
    .replace(/\([A-Z]{2}\)|\bS\.A\.R\.|\bS\.A\.|\bS\.R\.L\./g, '')
    .trim()
    .split(/\s+/);
  return words[0].length <= 3 && words.length > 1 ? `${words[0]} ${words[1]}` : words[0];
}

export function Wordmark({ slug, name }: { slug: string; name: string }) {
  const text = shortName(name);
  const width = Math.round(24 + text.length * 9.2);
  return (
    <svg
      className="wordmark"
      viewBox={`0 0 ${width} 36`}
      width={width}
      height={36}
      aria-hidden="true"
      focusable="false"
      data-wordmark={slug}
    >
      <rect width={width} height={36} rx={8} fill={colourOf(slug)} />
      <text
        x={width / 2}
        y={23}
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize={15}
        fontWeight={700}
        letterSpacing={0.3}
      >
        {text}
      </text>
    </svg>
  );
}
