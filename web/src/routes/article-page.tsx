import { useParams } from '@tanstack/react-router';
import { readingMinutes, Sections } from '../features/content/rich-text';
import { formatDate } from '../i18n/formatters';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { ARTICLES, ARTICLE_SLUGS } from '../routing/paths';
import { ArrowLeft } from '../ui/icons';

/** One blog article. */
export function ArticlePage() {
  const { texts, locale, fill } = useI18n();
  const { article: slug } = useParams({ strict: false }) as { article?: string };
  const id = ARTICLES.find((article) => ARTICLE_SLUGS[article][locale] === slug) ?? ARTICLES[0];
  const article = texts.blog.articles[id];
  return (
    <article className="page page--narrow prose">
      <PageLink page={{ name: 'blog' }} className="back-link">
        <ArrowLeft /> {texts.blog.allArticles}
      </PageLink>
      <header className="page__header">
        <h1>{article.title}</h1>
        <p className="lead">{article.summary}</p>
        <p className="muted">
          <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
          {fill(texts.blog.readingTime, { minutes: readingMinutes(article.sections) })}
        </p>
      </header>
      <Sections sections={article.sections} />
    </article>
  );
}
