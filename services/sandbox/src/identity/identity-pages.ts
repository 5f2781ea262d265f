import { escapeHtml } from '../payments/payment-pages';
import type { IdentityProviderId, TestUser } from './test-users';

const LOOK: Record<IdentityProviderId, { title: string; lead: string; style: string }> = {
  google: {
    title: 'Choose an account',
    lead: 'to continue to Asiguro',
    style: 'body { font-family: Roboto, Arial, sans-serif; } button.account { border-color: #dadce0; }',
  },
  apple: {
    title: 'Sign in with Apple ID',
    lead: 'Use your Apple ID to sign in to Asiguro.',
    style: 'body { font-family: -apple-system, "Helvetica Neue", sans-serif; } button.account { border-color: #000; }',
  },
};

const STYLE = `
  body { max-width: 26rem; margin: 2rem auto; padding: 0 1rem; color: #1f1f1f; }
  .sandbox { background: #fff3cd; padding: .25rem .5rem; font-size: .85rem; }
  ul { list-style: none; padding: 0; }
  button { font: inherit; cursor: pointer; }
  button.account { display: block; width: 100%; text-align: left; background: #fff; border: 1px solid; border-radius: 8px;
    padding: .75rem 1rem; margin: .5rem 0; }
  button.account small { display: block; color: #555; }
  .role { font-size: .75rem; background: #e8f0fe; border-radius: 4px; padding: 0 .3rem; margin-left: .3rem; }
  button.cancel { background: none; border: none; color: #1a0dab; padding: .5rem 0; }
`;

/** The provider's sign-in page: the test users as buttons (a form each, works without JavaScript). */
export function accountChooserPage(provider: IdentityProviderId, action: string, users: TestUser[]): string {
  const look = LOOK[provider];
  const items = users
    .map(
      (user) => `<li><form method="post" action="${escapeHtml(action)}/login">
<input type="hidden" name="account" value="${escapeHtml(user.sub)}">
<button type="submit" class="account">${escapeHtml(user.name)}${user.roles
        .map((role) => `<span class="role">${escapeHtml(role)}</span>`)
        .join('')}<small>${escapeHtml(user.email)}${user.emailVerified ? '' : ' (unverified)'}</small></button>
</form></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(look.title)}</title>
<style>${STYLE}${look.style}</style>
</head>
<body>
<p class="sandbox">${provider === 'google' ? 'Google' : 'Apple'} — sandbox identity provider (test users)</p>
<main>
<h1>${escapeHtml(look.title)}</h1>
<p>${escapeHtml(look.lead)}</p>
<ul>
${items}
</ul>
<form method="post" action="${escapeHtml(action)}/abort"><button type="submit" class="cancel">Cancel</button></form>
</main>
</body>
</html>`;
}

/** What the provider shows when a request is refused (bad client, redirect URI, expired step…). */
export function identityErrorPage(out: Record<string, string>): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body><p>Sandbox identity provider</p><h1>Sign-in error</h1><dl>${rows}</dl></body></html>`;
}
