import type { Locale } from '@asiguro/i18n';

/**
 * The e-mailed sign-in link: the storefront's landing page in the language the link was asked in,
 * with the link's token. Opening it changes nothing; the page confirms the sign-in with a POST.
 */
export function signInLink(publicUrl: string, lang: Locale, token: string): string {
  const prefix = lang === 'ro' ? '' : `/${lang}`;
  return `${publicUrl}${prefix}/auth/link?token=${encodeURIComponent(token)}`;
}
