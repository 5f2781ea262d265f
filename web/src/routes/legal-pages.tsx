import { Sections } from '../features/content/rich-text';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../config/company';
import { useI18n } from '../i18n/use-i18n';

function LegalPage({ which }: { which: 'terms' | 'privacy' }) {
  const { texts } = useI18n();
  const content = texts[which];
  return (
    <article className="page page--narrow prose">
      <header className="page__header">
        <h1>{content.title}</h1>
        <p className="muted">{content.updated}</p>
      </header>
      <Sections sections={content.sections} />
      <p className="prose__contact">
        <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a> · <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </article>
  );
}

/** /terms-of-services. */
export function TermsPage() {
  return <LegalPage which="terms" />;
}

/** /privacy. */
export function PrivacyPage() {
  return <LegalPage which="privacy" />;
}
