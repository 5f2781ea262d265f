import { useRouterState } from '@tanstack/react-router';
import { LOCALES } from '@asiguro/i18n';
import { useI18n } from '../i18n/use-i18n';
import { AppLink } from '../routing/app-link';
import { switchLocale } from '../routing/paths';

/** Links to the same page in the other languages (same page, the other language's address). */
export function LanguageSwitcher() {
  const { locale, texts } = useI18n();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <nav className="lang" aria-label={texts.a11y.language}>
      <ul className="lang__list">
        {LOCALES.map((target) => (
          <li key={target}>
            <AppLink
              href={switchLocale(href, target)}
              hrefLang={target}
              lang={target}
              className="lang__link"
              aria-current={target === locale ? 'true' : undefined}
              title={texts.languages[target]}
            >
              <span aria-hidden="true">{target.toUpperCase()}</span>
              <span className="visually-hidden">{texts.languages[target]}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
