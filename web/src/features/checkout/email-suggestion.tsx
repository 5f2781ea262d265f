import { useI18n } from '../../i18n/use-i18n';

/** "Did you mean ion@gmail.com?" under the e-mail field, with the one click that takes it. */
export function EmailSuggestion({ suggestion, onAccept }: { suggestion: string; onAccept: () => void }) {
  const { texts, fill } = useI18n();
  return (
    <span className="email-suggestion" data-testid="email-suggestion">
      {fill(texts.order.confirm.emailTypo, { email: suggestion })}{' '}
      <button type="button" className="link-button" onClick={onAccept}>
        {texts.order.confirm.emailTypoAccept}
      </button>
    </span>
  );
}
