import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { consoleUrls } from '../api/console-api';
import { ApiError } from '../api/http';
import { queries } from '../api/queries';
import { errorText } from '../ui/query-status';
import { LanguageSwitch } from './language-switch';
import { StaffContext } from './staff-context';
import { SystemStatus } from './system-status';
import { fmt, texts } from './i18n';

/** Staff accounts sign in with the company's Google accounts (the sandbox's local provider in development). */
const STAFF_PROVIDER = { id: 'google', name: 'Google' };

/** Back to the page the staff member asked for, once signed in (the router's href omits /console). */
function useReturnTo(): string {
  useRouterState({ select: (state) => state.location.href });
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  params.delete('signInError');
  const query = params.size ? `?${params}` : '';
  return pathname.startsWith('/console') ? `${pathname}${query}` : '/console';
}

/** The API sends a failed sign-in back with `?signInError=<reason>`. */
function SignInError() {
  const reason = new URLSearchParams(window.location.search).get('signInError');
  if (!reason) return null;
  const known = reason in texts.gate.errors ? (reason as keyof typeof texts.gate.errors) : 'sign-in-failed';
  return (
    <p role="alert" className="error-box">
      {texts.gate.errors[known]}
    </p>
  );
}

function GatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="gate">
      <main className="gate-card" id="content">
        <div className="brand">{texts.app.name}</div>
        <h1>{title}</h1>
        {children}
        <SystemStatus />
        <LanguageSwitch />
      </main>
    </div>
  );
}

function SignInGate() {
  const returnTo = useReturnTo();
  return (
    <GatePage title={texts.gate.title}>
      <SignInError />
      <p>{texts.gate.intro}</p>
      <a
        className="button primary"
        href={consoleUrls.oidcStart({ params: { provider: STAFF_PROVIDER.id }, query: { returnTo } })}
      >
        {fmt(texts.gate.signInWith, { provider: STAFF_PROVIDER.name })}
      </a>
    </GatePage>
  );
}

function NotStaff() {
  const returnTo = useReturnTo();
  return (
    <GatePage title={texts.gate.notStaffTitle}>
      <p role="alert">{texts.gate.notStaff}</p>
      <a
        className="button"
        href={consoleUrls.oidcStart({ params: { provider: STAFF_PROVIDER.id }, query: { returnTo } })}
      >
        {texts.gate.signInOther}
      </a>
    </GatePage>
  );
}

/**
 * Only staff get past: anonymous visitors see the sign-in, signed-in customers see "not staff",
 * and an API that does not answer is said plainly (the check repeats on its own).
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const me = useQuery({ ...queries.me(), refetchInterval: (query) => (query.state.error ? 10_000 : false) });
  // An ended session or a lost role wins over the staff data fetched before it.
  if (me.error instanceof ApiError && me.error.status === 401) return <SignInGate />;
  if (me.error instanceof ApiError && me.error.status === 403) return <NotStaff />;
  if (me.data) return <StaffContext.Provider value={me.data}>{children}</StaffContext.Provider>;
  if (me.isPending) {
    return (
      <div className="gate">
        <p className="muted">{texts.app.loading}</p>
      </div>
    );
  }
  return (
    <GatePage title={texts.app.name}>
      <p role="alert" className="error-box">
        {texts.app.apiDown} ({errorText(me.error)})
      </p>
    </GatePage>
  );
}
