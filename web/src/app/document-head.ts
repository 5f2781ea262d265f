import { useEffect } from 'react';
import { useI18n } from '../i18n/use-i18n';

/**
 * Sets the window title ("Page — Asiguro") from data only the browser has (the order page's number);
 * every other page's title comes with its head (seo/page-head.ts).
 */
export function usePageTitle(title: string | undefined): void {
  const { texts } = useI18n();
  useEffect(() => {
    document.title = title ? `${title} — ${texts.meta.titleSuffix}` : texts.meta.homeTitle;
  }, [title, texts]);
}
