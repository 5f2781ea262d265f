import { Link } from '@tanstack/react-router';
import { texts } from '../app/i18n';

export function NotFoundPage() {
  return (
    <section>
      <h1>{texts.app.notFound}</h1>
      <Link to="/">{texts.app.backToDashboard}</Link>
    </section>
  );
}
