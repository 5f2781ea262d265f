import { contactMessageBodySchema, type ContactMessageBody } from '@asiguro/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { track } from '../analytics/analytics';
import { api } from '../api/http';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../config/company';
import { focusFirstInvalid, validate, type FieldMessages } from '../features/forms/field-messages';
import { useI18n } from '../i18n/use-i18n';
import { useMessages } from '../i18n/use-messages';
import { Button } from '../ui/button';
import { TextAreaField, TextField } from '../ui/fields';
import { MailIcon, PhoneIcon } from '../ui/icons';

/** The contact form (name, e-mail, message) with the support phone and e-mail. */
export function ContactPage() {
  const { texts, locale } = useI18n();
  const t = useMessages();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: (body: ContactMessageBody) => api.contact({ body }),
    onSuccess: () => {
      track('generate_lead', { form: 'contact' });
      setValues({ name: '', email: '', message: '' });
    },
  });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(contactMessageBodySchema, values, locale);
    if (!result.ok) {
      setErrors(result.messages);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setErrors({});
    send.mutate(result.data);
  };
  return (
    <div className="page">
      <header className="page__header">
        <h1>{texts.contact.title}</h1>
        <p className="lead">{texts.contact.lead}</p>
      </header>
      <div className="contact">
        <form ref={form} className="card form contact__form" onSubmit={submit} noValidate>
          <TextField
            label={texts.contact.name}
            name="name"
            autoComplete="name"
            value={values.name}
            onValueChange={set('name')}
            error={errors.name}
          />
          <TextField
            label={texts.contact.email}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextAreaField
            label={texts.contact.message}
            name="message"
            value={values.message}
            onValueChange={set('message')}
            error={errors.message}
            maxLength={5000}
          />
          <div role="status" aria-live="polite" className="form__status">
            {send.isSuccess && <p className="notice notice--success">{t('errors.contact-form-sent')}</p>}
            {send.isError && <p className="notice notice--error">{t('errors.contact-form-not-sent')}</p>}
          </div>
          <Button type="submit" size="lg" busy={send.isPending}>
            {send.isPending ? texts.contact.sending : texts.contact.submit}
          </Button>
        </form>
        <aside className="contact__aside">
          <div className="contact__item">
            <PhoneIcon />
            <div>
              <h2 className="contact__title">{texts.contact.phoneTitle}</h2>
              <a href={telHref(SUPPORT_PHONE)} data-testid="support-phone">
                {SUPPORT_PHONE}
              </a>
              <p className="muted">{texts.contact.hours}</p>
            </div>
          </div>
          <div className="contact__item">
            <MailIcon />
            <div>
              <h2 className="contact__title">{texts.contact.emailTitle}</h2>
              <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
                {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
          <div className="contact__item">
            <div>
              <h2 className="contact__title">{texts.contact.addressTitle}</h2>
              <p>{texts.contact.address}</p>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
