import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { latestDraftQuery, meQuery } from '../api/queries';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { CloseIcon } from '../ui/icons';

const DISMISSED_KEY = 'asiguro.resume-dismissed';

function dismissedDraft(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * For a signed-in user with a latest draft, until dismissed (per draft), on pages not about an
 * order (`hidden` on the order page and in a product flow filling one): "pay for the order before
 * it expires" with a link to the order.
 */
export function ResumeBanner({ hidden }: { hidden: boolean }) {
  const { texts } = useI18n();
  const me = useQuery(meQuery).data;
  const signedIn = me !== undefined && !me.anonymous;
  const draft = useQuery({ ...latestDraftQuery, enabled: signedIn && !hidden }).data;
  const [dismissed, setDismissed] = useState(dismissedDraft);
  const orderId = draft?.orderId;
  if (!signedIn || hidden || !orderId || dismissed === orderId) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, orderId);
    } catch {
      // Private mode: the banner hides for this page view only.
    }
    setDismissed(orderId);
  };
  return (
    <aside className="resume" aria-label={texts.resume.action}>
      <div className="resume__inner">
        <p className="resume__text">{texts.resume.text}</p>
        <PageLink page={{ name: 'order' }} search={{ order: orderId }} className="btn btn--primary btn--small">
          {texts.resume.action}
        </PageLink>
        <button type="button" className="icon-btn" onClick={dismiss}>
          <CloseIcon width={20} height={20} />
          <span className="visually-hidden">{texts.resume.dismiss}</span>
        </button>
      </div>
    </aside>
  );
}
