import { Injectable } from '@nestjs/common';
import type { PartnerRoute, RouteAnswer } from '../../common/partner-routes';
import { PaymentNotifier } from '../payment-notifier';
import { escapeHtml, paymentSummary, renderPage, textsFor } from '../payment-pages';
import { SandboxPaymentStore, type SandboxPayment } from '../payment-store';
import { newCardTransaction } from './card-api-routes';
import { checkCardForm, type CardForm, type CardFormError } from './test-cards';

const TEXTS = {
  ro: {
    title: 'Plata cu cardul',
    order: 'Comanda',
    amount: 'Suma',
    cardNumber: 'Numărul cardului',
    expiry: 'Valabil până la (LL/AA)',
    cvc: 'CVC / CVV',
    pay: 'Plătește',
    tdsTitle: 'Confirmare 3-D Secure',
    tdsText: 'Banca emitentă vă cere să confirmați plata.',
    confirm: 'Confirm',
    cancel: 'Anulează',
    done: 'Plata a fost deja procesată.',
    back: 'Înapoi la magazin',
    errors: {
      'card-number': 'Numărul cardului nu este valid.',
      'unknown-card': 'Folosiți un card de test: 4111 1111 1111 1111, 4000 0000 0000 0002 sau 4000 0000 0000 3220.',
      expiry: 'Data de expirare trebuie scrisă LL/AA.',
      expired: 'Cardul a expirat.',
      cvc: 'Codul CVC are 3 sau 4 cifre.',
    },
  },
  ru: {
    title: 'Оплата картой',
    order: 'Заказ',
    amount: 'Сумма',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC / CVV',
    pay: 'Оплатить',
    tdsTitle: 'Подтверждение 3-D Secure',
    tdsText: 'Банк-эмитент просит подтвердить платёж.',
    confirm: 'Подтвердить',
    cancel: 'Отменить',
    done: 'Платёж уже обработан.',
    back: 'Вернуться в магазин',
    errors: {
      'card-number': 'Неверный номер карты.',
      'unknown-card': 'Используйте тестовую карту: 4111 1111 1111 1111, 4000 0000 0000 0002 или 4000 0000 0000 3220.',
      expiry: 'Срок действия в формате ММ/ГГ.',
      expired: 'Срок действия карты истёк.',
      cvc: 'Код CVC состоит из 3 или 4 цифр.',
    },
  },
  en: {
    title: 'Card payment',
    order: 'Order',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay',
    tdsTitle: '3-D Secure confirmation',
    tdsText: 'Your bank asks you to confirm this payment.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    done: 'This payment has already been processed.',
    back: 'Back to the shop',
    errors: {
      'card-number': 'The card number is not valid.',
      'unknown-card': 'Use a test card: 4111 1111 1111 1111, 4000 0000 0000 0002 or 4000 0000 0000 3220.',
      expiry: 'Write the expiry date as MM/YY.',
      expired: 'The card has expired.',
      cvc: 'The security code has 3 or 4 digits.',
    },
  },
};

const NOT_FOUND: RouteAnswer = { status: 404, html: '<!doctype html><title>Not found</title>' };

/** A checkout's page path, and its 3-D Secure step's. */
const CHECKOUT_PATH = /^\/payments\/card\/checkout\/([^/?#]+)$/;
const THREE_D_SECURE_PATH = /^\/payments\/card\/checkout\/([^/?#]+)\/3ds$/;

/**
 * The acquirer's hosted checkout the customer's browser is sent to: a card form, a 3-D Secure
 * step for the 3220 test card, then the signed notification and the redirect back to the shop.
 * Answered ahead of Express by PartnerRoutes (main.ts): every card order shows and posts the form.
 */
@Injectable()
export class CardCheckoutRoutes {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly notifier: PaymentNotifier,
  ) {}

  readonly routes: readonly PartnerRoute[] = [
    { method: 'GET', path: CHECKOUT_PATH, answer: ({ params: [id] }) => this.show(id!) },
    { method: 'POST', path: CHECKOUT_PATH, body: 'form', answer: ({ params: [id], body }) => this.pay(id!, body) },
    { method: 'GET', path: THREE_D_SECURE_PATH, answer: ({ params: [id] }) => this.showThreeDSecure(id!) },
    {
      method: 'POST',
      path: THREE_D_SECURE_PATH,
      body: 'form',
      answer: ({ params: [id], body }) => this.threeDSecure(id!, body),
    },
  ];

  show(checkoutId: string): RouteAnswer {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return NOT_FOUND;
    if (payment.state === 'authentication') return { redirect: `${checkoutId}/3ds` };
    return { status: 200, html: this.page(payment, [], {}) };
  }

  pay(checkoutId: string, body: unknown): RouteAnswer {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return NOT_FOUND;
    if (payment.state !== 'pending') return { status: 200, html: this.page(payment, [], {}) };
    const form = (body ?? {}) as CardForm;
    const checked = checkCardForm(form, new Date());
    if (!checked.ok) return { status: 422, html: this.page(payment, checked.errors, form) };
    payment.details.cardMask = checked.mask;
    if (checked.behaviour === 'three-d-secure') {
      payment.state = 'authentication';
      return { redirect: `${checkoutId}/3ds` };
    }
    return this.finish(payment, checked.behaviour === 'succeeds' ? 'succeeded' : 'failed');
  }

  showThreeDSecure(checkoutId: string): RouteAnswer {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return NOT_FOUND;
    if (payment.state !== 'authentication') return { redirect: `../${checkoutId}` };
    return { status: 200, html: this.threeDSecurePage(payment) };
  }

  threeDSecure(checkoutId: string, body: unknown): RouteAnswer {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return NOT_FOUND;
    if (payment.state !== 'authentication') return { redirect: `../${checkoutId}` };
    const decision = (body as { decision?: unknown } | undefined)?.decision;
    if (decision !== 'confirm' && decision !== 'cancel') {
      return { status: 422, html: this.threeDSecurePage(payment) };
    }
    return this.finish(payment, decision === 'confirm' ? 'succeeded' : 'failed');
  }

  private finish(payment: SandboxPayment, outcome: 'succeeded' | 'failed'): RouteAnswer {
    const transaction = newCardTransaction();
    payment.details.rrn = transaction.rrn;
    this.store.settle(payment, outcome, transaction.paymentId);
    this.notifier.notify(payment);
    return { redirect: outcome === 'succeeded' ? payment.successUrl : payment.failUrl };
  }

  private page(payment: SandboxPayment, errors: CardFormError[], form: CardForm): string {
    const t = textsFor(TEXTS, payment.language);
    if (payment.state !== 'pending') {
      const back = payment.state === 'succeeded' ? payment.successUrl : payment.failUrl;
      return renderPage({
        lang: payment.language,
        title: t.title,
        provider: 'Card acquirer',
        body: `<p>${escapeHtml(t.done)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>`,
      });
    }
    const invalid = (field: CardFormError[]) => errors.some((error) => field.includes(error));
    const field = (name: string, label: string, autocomplete: string, related: CardFormError[], extra = '') => {
      const value =
        name === 'cvc' || typeof form[name as keyof CardForm] !== 'string' ? '' : String(form[name as keyof CardForm]);
      const wrong = invalid(related);
      return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="numeric" required value="${escapeHtml(value)}"${
        wrong ? ` aria-invalid="true" aria-describedby="errors"` : ''
      }${extra}>`;
    };
    const errorList =
      errors.length === 0
        ? ''
        : `<div id="errors" role="alert" class="error"><ul>${errors
            .map((error) => `<li>${escapeHtml(t.errors[error])}</li>`)
            .join('')}</ul></div>`;
    return renderPage({
      lang: payment.language,
      title: t.title,
      provider: 'Card acquirer',
      body: `${paymentSummary(payment, t)}
${errorList}
<form method="post" action="${escapeHtml(payment.id)}">
${field('cardNumber', t.cardNumber, 'cc-number', ['card-number', 'unknown-card'], ' maxlength="23"')}
${field('expiry', t.expiry, 'cc-exp', ['expiry', 'expired'], ' placeholder="MM/YY" maxlength="7"')}
${field('cvc', t.cvc, 'cc-csc', ['cvc'], ' maxlength="4"')}
<button type="submit">${escapeHtml(t.pay)}</button>
</form>`,
    });
  }

  private threeDSecurePage(payment: SandboxPayment): string {
    const t = textsFor(TEXTS, payment.language);
    return renderPage({
      lang: payment.language,
      title: t.tdsTitle,
      provider: 'Issuing bank',
      body: `${paymentSummary(payment, t)}
<p>${escapeHtml(t.tdsText)} ${escapeHtml(payment.details.cardMask ?? '')}</p>
<form method="post" action="3ds">
<button type="submit" name="decision" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(t.cancel)}</button>
</form>`,
    });
  }
}
