import { useId, useRef, useState } from 'react';
import { texts } from '../app/i18n';

/**
 * A value to hand on (a link, a key): shown whole in a read-only field, with a button that copies
 * it. Where the browser refuses the clipboard the text is selected instead, for Ctrl+C. The
 * outcome is said beside the button: notices sit behind a modal dialog.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      input.current?.select();
      setOutcome('refused');
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          className="mono"
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" onClick={() => void copy()}>
          {texts.common.copy}
        </button>
      </div>
      <p role="status" className={outcome === 'refused' ? 'field-error' : 'hint'}>
        {outcome === 'copied' ? texts.common.copied : outcome === 'refused' ? texts.common.copyFailed : ''}
      </p>
    </div>
  );
}
