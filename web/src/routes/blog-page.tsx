import { Faq } from '../features/content/faq';
import { readingMinutes } from '../features/content/rich-text';
import { formatDate } from '../i18n/formatters';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { ARTICLES } from '../routing/paths';
import { ArrowRight } from '../ui/icons';

/** The three articles and the FAQ. */
export function BlogPage() {
  const { texts, fill } = useI18n();
  return (
    <div className="page">
      <header className="page__header">
        <h1>{texts.blog.title}</h1>
        <p className="lead">{texts.blog.lead}</p>
      </header>
      <ul className="articles">
        {ARTICLES.map((id) => {
          const article = texts.blog.articles[id];
          return (
            <li key={id} className="article-card">
              <p className="article-card__meta">
                <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
                {fill(texts.blog.readingTime, { minutes: readingMinutes(article.sections) })}
              </p>
              <h2 className="article-card__title">
                <PageLink page={{ name: 'article', article: id }}>{article.title}</PageLink>
              </h2>
              <p className="article-card__summary">{article.summary}</p>
              <span className="article-card__more" aria-hidden="true">
                {texts.blog.readMore} <ArrowRight />
              </span>
            </li>
          );
        })}
      </ul>
      <Faq />
    </div>
  );
}
