import type { ConsoleSeller, ReferralPage } from '@asiguro/contracts';
import { LOCALES, type Locale } from '@asiguro/i18n';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { fieldError } from '../../api/http';
import { fmt, texts } from '../../app/i18n';
import { CopyField } from '../../ui/copy-field';
import { Field, SelectField } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
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
    <FormDialog
      wide
      title={fmt(texts.sellers.linkTitle, { seller: seller.name })}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        const valid = parseDays(days);
        if (path && valid !== undefined) mutation.mutate({ path, days: valid });
      }}
      error={formError}
      outcome={
        mutation.data && (
          <>
            <CopyField label={texts.sellers.link} value={mutation.data.url} />
            <p role="status" className="success-box">
              {fmt(texts.sellers.validUntil, { time: formatDateTime(mutation.data.expiresAt) })}
            </p>
          </>
        )
      }
      submitLabel={texts.sellers.generate}
      cancelLabel={texts.common.close}
      pending={mutation.isPending}
    >
      <p>{texts.sellers.linkIntro}</p>
      <div className="field-row">
        <SelectField
          label={texts.sellers.language}
          autoFocus
          value={locale}
          options={LOCALES.map((option) => ({ value: option, label: texts.sellers.languages[option] }))}
          onChange={(option) => {
            setLocale(option);
            edited();
          }}
        />
        <SelectField<PageChoice>
          label={texts.sellers.page}
          grow
          value={choice}
          options={pagesIn(pages, locale).map((page) => ({
            value: page.product ?? 'home',
            label: `${page.product ? productName(page.product) : texts.sellers.home} — ${page.path}`,
          }))}
          onChange={(option) => {
            setChoice(option);
            edited();
          }}
        />
      </div>
      <Field label={texts.sellers.days} hint={fmt(texts.sellers.daysHint, { max: MAX_DAYS })} error={daysError}>
        {(control) => (
          <input
            {...control}
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
          />
        )}
      </Field>
    </FormDialog>
  );
}
