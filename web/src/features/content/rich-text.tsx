import type { ReactNode } from 'react';

/**
 * Article and legal text blocks: each string is a paragraph, and consecutive strings starting
 * with "- " form one bulleted list.
 */
export function RichText({ blocks }: { blocks: readonly string[] }) {
  const out: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    out.push(
      <ul key={`list-${out.length}`}>
        {list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const block of blocks) {
    if (block.startsWith('- ')) {
      list.push(block.slice(2));
      continue;
    }
    flush();
    out.push(<p key={`p-${out.length}`}>{block}</p>);
  }
  flush();
  return <>{out}</>;
}

/** Sections with headings (articles, terms, privacy). */
export function Sections({
  sections,
  level = 2,
}: {
  sections: readonly { heading: string; body: readonly string[] }[];
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="prose__section">
          <Heading>{section.heading}</Heading>
          <RichText blocks={section.body} />
        </section>
      ))}
    </>
  );
}

/** Minutes to read a text at about 200 words a minute (at least one). */
export function readingMinutes(sections: readonly { heading: string; body: readonly string[] }[]): number {
  const words = sections
    .flatMap((section) => [section.heading, ...section.body])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
