import { useQueryClient } from '@tanstack/react-query';
import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ratesQuery } from '../api/queries';
import { useLocale } from '../i18n/use-i18n';
import { hydrationMoment } from './hydration-moment';

/**
 * The whole HTML document, rendered on the server and hydrated in the browser: the page's
 * language on <html>, its head (title, description, alternates, previews, structured data, the
 * stylesheet) from the routes' `head`, and the router's scripts at the end of the body.
 * `data-hydrate` tells the boot script when to load the app (see boot/boot.ts).
 */
export function Document({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // Without today's rates (the server could not read them in time) the page's prices wait for the
  // app; a signed-in visitor's pages show their own data (account, drafts, express order) at once.
  const complete = useQueryClient().getQueryData(ratesQuery.queryKey) !== undefined;
  const signedIn = useRouterState({ select: (state) => state.matches[0]?.context.signedIn === true });
  const moment = useRouterState({
    select: (state) => hydrationMoment(state.location.pathname, state.location.search as Record<string, unknown>),
  });
  return (
    <html lang={locale} data-hydrate={complete && !signedIn ? moment : 'load'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
