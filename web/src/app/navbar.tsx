import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { meQuery } from '../api/queries';
import { SUPPORT_PHONE, telHref } from '../config/company';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { BrandMark, CloseIcon, MenuIcon, PhoneIcon, UserIcon } from '../ui/icons';
import { LanguageSwitcher } from './language-switcher';
import { useScrolledPast } from './use-scrolled';

/** The signed-in user's avatar and e-mail, or the My account link for everyone else. */
function AccountEntry() {
  const { texts } = useI18n();
  const me = useQuery(meQuery).data;
  if (me && !me.anonymous) {
    return (
      <PageLink page={{ name: 'my-account' }} className="navbar__account" data-testid="navbar-user">
        <img src={me.avatarUrl} alt="" width={28} height={28} className="avatar" />
        <span className="navbar__email">{me.email ?? me.displayName}</span>
        <span className="visually-hidden">{texts.nav.myAccount}</span>
      </PageLink>
    );
  }
  return (
    <PageLink page={{ name: 'my-account' }} className="navbar__account">
      <UserIcon />
      <span>{texts.nav.myAccount}</span>
    </PageLink>
  );
}

/**
 * Home, blog, contact, languages, phone and account. Under 768 px its background turns white
 * once the page scrolls past 20 px (transparent over the page's tinted top before that).
 */
export function Navbar() {
  const { texts } = useI18n();
  const scrolled = useScrolledPast(20);
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className={['navbar', scrolled && 'navbar--scrolled', open && 'navbar--open'].filter(Boolean).join(' ')}>
      <div className="navbar__inner">
        <PageLink page={{ name: 'home' }} className="brand" aria-label={`${texts.meta.brand} — ${texts.nav.home}`}>
          <BrandMark />
          <span>{texts.meta.brand}</span>
        </PageLink>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? texts.a11y.closeMenu : texts.a11y.openMenu}</span>
        </button>
        <div id="main-menu" className="navbar__menu">
          <nav aria-label={texts.a11y.mainNavigation}>
            <ul className="navbar__links">
              <li>
                <PageLink page={{ name: 'home' }}>{texts.nav.home}</PageLink>
              </li>
              <li>
                <PageLink page={{ name: 'blog' }}>{texts.nav.blog}</PageLink>
              </li>
              <li>
                <PageLink page={{ name: 'contact' }}>{texts.nav.contact}</PageLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher />
          <a className="navbar__phone" href={telHref(SUPPORT_PHONE)}>
            <PhoneIcon />
            <span className="visually-hidden">{texts.nav.callUs}: </span>
            <span>{SUPPORT_PHONE}</span>
          </a>
          <AccountEntry />
        </div>
      </div>
    </header>
  );
}
