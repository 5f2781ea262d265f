import { useI18n } from '../../i18n/use-i18n';

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * Frequently asked questions as native disclosure widgets (keyboard and screen-reader ready): the
 * site's general ones (the blog), or a product's own under its own title and id.
 */
export function Faq({ id = 'faq', title, items }: { id?: string; title?: string; items?: readonly FaqItem[] }) {
  const { texts } = useI18n();
  return (
    <section id={id} className="section faq" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? texts.faq.title}</h2>
      <div className="faq__list">
        {(items ?? texts.faq.items).map((item) => (
          <details key={item.q} className="faq__item">
            <summary className="faq__question">{item.q}</summary>
            <p className="faq__answer">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
