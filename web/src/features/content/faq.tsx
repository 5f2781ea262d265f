import { useI18n } from '../../i18n/use-i18n';

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader ready). */
export function Faq() {
  const { texts } = useI18n();
  return (
    <section id="faq" className="section faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{texts.faq.title}</h2>
      <div className="faq__list">
        {texts.faq.items.map((item) => (
          <details key={item.q} className="faq__item">
            <summary className="faq__question">{item.q}</summary>
            <p className="faq__answer">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
