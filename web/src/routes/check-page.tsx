import { normalizePolicyNumber } from '@asiguro/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { policyCheckQuery } from '../api/queries';
import { checkWords } from '../features/issuing/issuing-words';
import { formatDate } from '../i18n/formatters';
import { useI18n } from '../i18n/use-i18n';
import { productName } from '../catalogue/catalogue';
import { useMessages } from '../i18n/use-messages';
import { pathFor } from '../routing/paths';
import { Button } from '../ui/button';
import { TextField } from '../ui/fields';
import { AlertIcon, ShieldIcon } from '../ui/icons';

/** The public validity check the QR code on every document opens (/check/{number}). */
export function CheckPage() {
  const { texts, fill, locale } = useI18n();
  const t = useMessages();
  const { number = '' } = useParams({ strict: false }) as { number?: string };
  const navigate = useNavigate();
  const [other, setOther] = useState(number);
  const check = useQuery({ ...policyCheckQuery(number), enabled: number !== '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // "iai 123456-abc" opens /check/IAI123456ABC, as the API reads it.
    const wanted = normalizePolicyNumber(other);
    if (wanted) void navigate({ href: pathFor(locale, { name: 'check', number: wanted }) });
  };
  const result = check.data;
  const words = checkWords(texts, result?.product);
  const headline = (() => {
    if (!result) return '';
    if (!result.found) return fill(texts.check.notFound, { number });
    if (result.status === 'active') return fill(words.valid, { number: result.number });
    if (result.status === 'not-yet-active')
      return fill(words.notYetActive, { number: result.number, date: formatDate(result.validFrom ?? '') });
    if (result.status === 'expired') return fill(words.expired, { number: result.number });
    return fill(words.unknown, { number: result.number });
  })();
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1>{texts.check.title}</h1>
        <p className="lead">{texts.check.lead}</p>
      </header>
      <div aria-live="polite">
        {check.isPending && <p className="muted">{texts.common.loading}</p>}
        {check.isError && (
          <p className="notice notice--error">
            <AlertIcon /> {t('errors.generic')}
          </p>
        )}
        {result && (
          <section
            className={`check-result ${result.valid ? 'check-result--valid' : 'check-result--invalid'}`}
            data-testid="check-result"
            data-valid={result.valid}
          >
            {result.valid ? <ShieldIcon width={32} height={32} /> : <AlertIcon width={32} height={32} />}
            <div>
              <h2 className="check-result__title">{headline}</h2>
              {result.found && result.validTo && (
                <p>{fill(texts.check.validUntil, { date: formatDate(result.validTo) })}</p>
              )}
              {result.found && result.validFrom && result.validTo && (
                <p className="muted">
                  {fill(texts.check.period, { from: formatDate(result.validFrom), to: formatDate(result.validTo) })}
                </p>
              )}
              {result.product && <p className="muted">{productName(result.product)[locale]}</p>}
              {result.insurer && <p className="muted">{fill(words.insurer, { insurer: result.insurer })}</p>}
            </div>
          </section>
        )}
      </div>
      <form className="check-form" onSubmit={submit}>
        <TextField
          label={texts.check.numberLabel}
          name="number"
          value={other}
          onValueChange={setOther}
          autoCapitalize="characters"
        />
        <Button type="submit" variant="secondary">
          {texts.check.submit}
        </Button>
      </form>
    </div>
  );
}
