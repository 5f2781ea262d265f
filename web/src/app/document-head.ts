import { useEffect } from 'react';
import { useI18n } from '../i18n/use-i18n';

/** Sets the window title ("Page — Asiguro") for the current page. */
export function usePageTitle(title: string | undefined): void {
  const { texts } = useI18n();
  useEffect(() => {
    document.title = title ? `${title} — ${texts.meta.titleSuffix}` : texts.meta.homeTitle;
  }, [title, texts]);
}
