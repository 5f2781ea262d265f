import '../styles.css';
import { tabStorage, takeReferral } from '../features/referral/referral-token';
import { holdInteractions } from './pending-interactions';

/*
 * The only script a page loads before the visitor does anything. The server sends the whole page
 * (text, links, forms, today's prices): it reads and navigates without JavaScript. The app, which
 * makes it interactive (the order flow, the menu, the account), loads and hydrates the page at the
 * visitor's first sign of intent (a pointer moving or pressing, a touch, a key, a focus, a scroll),
 * or at once on the pages that show the visitor's own data (`<html data-hydrate="load">`).
 */

// A partner's referral link: its token is kept for this tab's orders and leaves the address bar
// before anything (the app, analytics, a shared link) reads the address.
const withoutReferral = takeReferral(window.location.href, tabStorage());
if (withoutReferral !== undefined) window.history.replaceState(window.history.state, '', withoutReferral);

const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTENT) document.removeEventListener(type, start, true);
  window.removeEventListener('scroll', start);
  void import('../client');
}

holdInteractions();
if (document.documentElement.dataset.hydrate === 'load') {
  start();
} else {
  for (const type of INTENT) document.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('scroll', start, { passive: true });
}
