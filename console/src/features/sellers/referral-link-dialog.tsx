import type { ConsoleSeller, ReferralPage } from '@asiguro/contracts';
import { LOCALES, type Locale } from '@asiguro/i18n';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { fieldError } from '../../api/http';
import { fmt, texts } from '../../app/i18n';
import { CopyField } from '../../ui/copy-field';
import { Dialog, DialogActions, ErrorBox } from '../../ui/dialog';
import { formatDateTime, productName } from '../../ui/format';
import { errorText } from '../../ui/query-status';
import { chosenPath, MAX_DAYS, pagesIn, parseDays, type PageChoice } from './referral-form';

interface ReferralLinkDialogProps {
  seller: ConsoleSeller;
  pages: readonly ReferralPage[];
  onClose: () => void;
}

/** A supervisor picks the page, its language and the validity; the API signs the link and audits it. */
export function ReferralLinkDialog({ seller, pages, onClose }: ReferralLinkDialogProps) {
  const id = useId();
  const [locale, setLocale] = useState<Locale>('ro');
  const [choice, setChoice] = useState<PageChoice>('home');
  const [days, setDays] = useState('7');
  const [tried, setTried] = useState(false);
  // gcTime 0: the link (a live token) leaves memory with the dialog.
  const mutation = useMutation({
    mutationFn: (body: { path: string; days: number }) =>
      consoleApi.referralLink({ params: { sellerId: seller.id }, body }),
    gcTime: 0,
  });
  const path = chosenPath(pages, locale, choice);
  const daysError =
    (tried && parseDays(days) === undefined ? fmt(texts.sellers.daysInvalid, { max: MAX_DAYS }) : undefined) ??
    fieldError(mutation.error, 'days');
  const formError = mutation.isError && !fieldError(mutation.error, 'days') ? errorText(mutation.error) : null;
  // A link shown must match the form: any change hides it until generated again.
  const edited = () => mutation.reset();
  return (
    <Dialog open wide title={fmt(texts.sellers.linkTitle, { seller: seller.name })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          const valid = parseDays(days);
          if (path && valid !== undefined) mutation.mutate({ path, days: valid });
        }}
      >
        <p>{texts.sellers.linkIntro}</p>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-locale`}>{texts.sellers.language}</label>
            <select
              id={`${id}-locale`}
              data-autofocus
              value={locale}
              onChange={(event) => {
                setLocale(event.target.value as Locale);
                edited();
              }}
            >
              {LOCALES.map((option) => (
                <option key={option} value={option}>
                  {texts.sellers.languages[option]}
                </option>
              ))}
            </select>
          </div>
          <div className="field grow">
            <label htmlFor={`${id}-page`}>{texts.sellers.page}</label>
            <select
              id={`${id}-page`}
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value as PageChoice);
                edited();
              }}
            >
              {pagesIn(pages, locale).map((page) => (
                <option key={page.path} value={page.product ?? 'home'}>
                  {page.product ? productName(page.product) : texts.sellers.home} — {page.path}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`}>{texts.sellers.days}</label>
          <input
            id={`${id}-days`}
            className="narrow"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DAYS}
            value={days}
            onChange={(event) => {
              setDays(event.target.value);
              edited();
            }}
            aria-invalid={daysError ? true : undefined}
            aria-describedby={`${id}-days-hint${daysError ? ` ${id}-days-error` : ''}`}
          />
          <p id={`${id}-days-hint`} className="hint">
            {fmt(texts.sellers.daysHint, { max: MAX_DAYS })}
          </p>
          {daysError && (
            <p id={`${id}-days-error`} className="field-error">
              {daysError}
            </p>
          )}
        </div>
        <ErrorBox>{formError}</ErrorBox>
        {mutation.data && (
          <>
            <CopyField label={texts.sellers.link} value={mutation.data.url} />
            <p role="status" className="success-box">
              {fmt(texts.sellers.validUntil, { time: formatDateTime(mutation.data.expiresAt) })}
            </p>
          </>
        )}
        <DialogActions
          onClose={onClose}
          closeLabel={texts.common.close}
          submitLabel={texts.sellers.generate}
          pending={mutation.isPending}
        />
      </form>
    </Dialog>
  );
}
