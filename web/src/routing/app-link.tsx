import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocale } from '../i18n/use-i18n';
import { pathFor, type Page } from './paths';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * An in-app link to a built address: a real `<a href>` (open in a new tab, copy, crawl), with
 * client-side navigation and preloading on intent. Marks the current page with aria-current.
 */
export function AppLink({ href, onClick, ...props }: AnchorProps & { href: string }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const preload = () => {
    router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined);
  };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || props.target === '_blank') return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  const current = href.split(/[?#]/)[0] === pathname ? 'page' : undefined;
  return (
    <a aria-current={current} {...props} href={href} onClick={navigate} onMouseEnter={preload} onFocus={preload} />
  );
}

/** A link to a storefront page in the current language (or `locale`). */
export function PageLink({
  page,
  search,
  hash,
  ...props
}: AnchorProps & { page: Page; search?: Record<string, string | number | undefined>; hash?: string }) {
  const locale = useLocale();
  return <AppLink href={pathFor(locale, page, search) + (hash ? `#${hash}` : '')} {...props} />;
}
