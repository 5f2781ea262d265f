import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../api/http';
import { usePageTitle } from '../app/document-head';
import { useI18n } from '../i18n/use-i18n';
import { pathFor } from '../routing/paths';
import { Button, ButtonLink } from '../ui/button';

/**
 * Where an e-mailed sign-in link lands (/auth/link?token=…). Opening it changes nothing: the page
 * asks the API what the link would do, then signs in with a POST. In the browser that asked for
 * the link that happens at once, and the orders made in it before move into the account. In any
 * other browser (another device, or a link someone else sent) the page names the account and asks
 * first, and that browser's orders stay out of it.
 */
export function SignInLinkPage() {
  const { texts, fill, locale } = useI18n();
  usePageTitle(texts.auth.link.title);
  const { token } = useSearch({ strict: false }) as { token?: string };
  const check = useQuery({
    queryKey: ['sign-in-link', token],
    queryFn: () => api.emailLinkCheck({ body: { token: token! } }),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const confirm = useMutation({
    mutationFn: () => api.emailLinkConfirm({ body: { token: token! } }),
    // A whole page load: every part of the storefront starts again signed in.
    onSuccess: ({ returnTo }) => window.location.assign(returnTo),
  });
  const link = check.data;
  const sameBrowser = link?.valid === true && link.sameBrowser;
  const { isIdle, mutate } = confirm;
  useEffect(() => {
    if (sameBrowser && isIdle) mutate();
  }, [sameBrowser, isIdle, mutate]);

  const expired = !token || link?.valid === false || confirm.isError || check.isError;
  return (
    <div className="page page--narrow">
      <div className="card auth" data-testid="sign-in-link">
        <h1>{texts.auth.link.title}</h1>
        {expired ? (
          <>
            <p className="notice notice--error" role="alert">
              {texts.auth.errors['link-expired']}
            </p>
            <ButtonLink href={pathFor(locale, { name: 'auth' })}>{texts.auth.link.askAgain}</ButtonLink>
          </>
        ) : link?.valid && !link.sameBrowser && !confirm.isPending && !confirm.isSuccess ? (
          <>
            <p className="lead auth__link-account">{fill(texts.auth.link.otherBrowser, { email: link.email })}</p>
            <p className="notice">{texts.auth.link.ordersStay}</p>
            <div className="form">
              <Button block onClick={() => confirm.mutate()}>
                {texts.auth.link.confirm}
              </Button>
              <ButtonLink variant="secondary" block href={pathFor(locale, { name: 'home' })}>
                {texts.auth.link.cancel}
              </ButtonLink>
            </div>
          </>
        ) : (
          <p className="lead" role="status">
            <span className="spinner" aria-hidden="true" /> {texts.auth.link.signingIn}
          </p>
        )}
      </div>
    </div>
  );
}
