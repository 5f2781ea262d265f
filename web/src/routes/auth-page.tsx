import { emailSchema } from '@asiguro/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api, urls } from '../api/http';
import { authProvidersQuery } from '../api/queries';
import { validate } from '../features/forms/field-messages';
import { useI18n } from '../i18n/use-i18n';
import { pathFor } from '../routing/paths';
import { Button } from '../ui/button';
import { TextField } from '../ui/fields';

/** Sign-in: a federated provider (full-page navigation) or a passwordless e-mail link. */
export function AuthPage() {
  const { texts, fill, locale } = useI18n();
  const providers = useQuery(authProvidersQuery);
  const { error: failed } = useSearch({ strict: false }) as { error?: string };
  const failure =
    failed === 'sign-in-failed' || failed === 'link-expired' || failed === 'canceled'
      ? texts.auth.errors[failed]
      : undefined;
  const returnTo = pathFor(locale, { name: 'my-account' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const link = useMutation({ mutationFn: (address: string) => api.emailLink({ body: { email: address, returnTo } }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(emailSchema, email, locale);
    if (!result.ok) {
      setError(Object.values(result.messages)[0]);
      return;
    }
    setError(undefined);
    link.mutate(result.data);
  };
  return (
    <div className="page page--narrow">
      <div className="card auth">
        <h1>{texts.auth.title}</h1>
        <p className="lead">{texts.auth.lead}</p>
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
        <ul className="auth__providers">
          {(providers.data ?? []).map((provider) => (
            <li key={provider.id}>
              <a
                className="btn btn--secondary btn--block"
                href={urls.oidcStart({ params: { provider: provider.id }, query: { returnTo } })}
              >
                {fill(texts.auth.withProvider, { provider: provider.name })}
              </a>
            </li>
          ))}
        </ul>
        {(providers.data?.length ?? 0) > 0 && <p className="auth__or">{texts.auth.or}</p>}
        <form onSubmit={submit} noValidate className="form">
          <TextField
            label={texts.auth.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={error}
          />
          <Button type="submit" block busy={link.isPending}>
            {texts.auth.emailSubmit}
          </Button>
          <div role="status" aria-live="polite">
            {link.isSuccess && <p className="notice notice--success">{fill(texts.auth.emailSent, { email })}</p>}
            {link.isError && <p className="notice notice--error">{texts.auth.emailError}</p>}
          </div>
        </form>
        <p className="muted auth__note">{texts.auth.note}</p>
      </div>
    </div>
  );
}
