import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { track } from '../analytics/analytics';
import { setApiLanguage } from '../api/http';
import { useI18n } from '../i18n/use-i18n';
import { resolvePath } from '../routing/paths';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ResumeBanner } from './resume-banner';

/**
 * The frame of every page: skip link, navbar, resume banner, main and footer. My account and the
 * mobile payment's success window stand alone, without navbar and footer (spec §2). `children`
 * replaces the matched page (the not-found page of an address no route matches).
 */
export function Shell({ children }: { children?: ReactNode }) {
  const { locale, texts } = useI18n();
  const location = useRouterState({ select: (state) => state.location });
  const page = resolvePath(location.pathname)?.page;
  const bare = page?.name === 'my-account' || page?.name === 'payment-complete';
  // The order page, and a product's flow filling an order (?order=…), are already about an order:
  // "pay for the order before it expires" there would speak of the very draft being filled.
  const aboutAnOrder =
    page?.name === 'order' ||
    ((page?.name === 'product' || page?.name === 'product-insurer') &&
      typeof (location.search as { order?: unknown }).order === 'string');
  const main = useRef<HTMLElement>(null);
  const router = useRouter();

  // <html lang>, the title and the description follow the page through the document's head.
  useEffect(() => setApiLanguage(locale), [locale]);

  useEffect(() => {
    track('page_view', { path: location.pathname, locale });
  }, [location.pathname, locale]);

  // After a client-side navigation to another page, start reading the new page. The first load has
  // no previous location: the focus stays put, so the first Tab reaches the skip link.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged, toLocation }) => {
        if (fromLocation && pathChanged && !toLocation.hash) main.current?.focus({ preventScroll: true });
      }),
    [router],
  );

  return (
    <>
      <a href="#main" className="skip-link">
        {texts.a11y.skipToContent}
      </a>
      {!bare && <Navbar />}
      {!bare && <ResumeBanner hidden={aboutAnOrder} />}
      <main id="main" ref={main} tabIndex={-1} className={bare ? 'main main--bare' : 'main'}>
        {children ?? <Outlet />}
      </main>
      {!bare && <Footer />}
    </>
  );
}

/** Shown while a page's code or data loads for longer than a moment. */
export function PagePending() {
  const { texts } = useI18n();
  return (
    <div className="page-pending" role="status">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span className="visually-hidden">{texts.a11y.loading}</span>
    </div>
  );
}
