import { useReplayAfterHydration } from '../app/hydration-done';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';

/** Any address that is no page: says so and leads back home. */
export function NotFoundPage() {
  const { texts } = useI18n();
  useReplayAfterHydration();
  return (
    <section className="page page--narrow page--center">
      <p className="eyebrow">404</p>
      <h1>{texts.notFound.title}</h1>
      <p className="lead">{texts.notFound.text}</p>
      <PageLink page={{ name: 'home' }} className="btn btn--primary">
        {texts.notFound.home}
      </PageLink>
    </section>
  );
}
