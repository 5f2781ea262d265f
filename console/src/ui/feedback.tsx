import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { texts } from '../app/i18n';

export type FeedbackTone = 'success' | 'error';

interface Notice {
  id: number;
  tone: FeedbackTone;
  text: string;
}

type Notify = (tone: FeedbackTone, text: string) => void;

const FeedbackContext = createContext<Notify>(() => undefined);

/** Success notices fade after a while; errors stay until dismissed, since someone has to read them. */
const SUCCESS_MS = 8_000;

/** The console's notices: successes announced politely, errors as alerts, both dismissible. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((notice) => notice.id !== id)), []);
  const notify = useCallback<Notify>(
    (tone, text) => {
      const id = next.current++;
      setNotices((all) => [...all.slice(-3), { id, tone, text }]);
      if (tone === 'success') setTimeout(() => dismiss(id), SUCCESS_MS);
    },
    [dismiss],
  );
  const render = (tone: FeedbackTone) =>
    notices
      .filter((notice) => notice.tone === tone)
      .map((notice) => (
        <div key={notice.id} className={`notice ${tone}`}>
          <span>{notice.text}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={texts.feedback.dismiss}
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ));
  return (
    <FeedbackContext.Provider value={useMemo(() => notify, [notify])}>
      {children}
      <div className="notices">
        <div role="status" aria-live="polite">
          {render('success')}
        </div>
        <div role="alert">{render('error')}</div>
      </div>
    </FeedbackContext.Provider>
  );
}

/** Shows a notice to the staff member. */
export function useFeedback(): Notify {
  return useContext(FeedbackContext);
}
