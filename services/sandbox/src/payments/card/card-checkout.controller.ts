import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PaymentNotifier } from '../payment-notifier';
import { escapeHtml, paymentSummary, renderPage, textsFor } from '../payment-pages';
import { SandboxPaymentStore, type SandboxPayment } from '../payment-store';
import { newCardTransaction } from './card-api.controller';
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

/**
 * The acquirer's hosted checkout the customer's browser is sent to: a card form, a 3-D Secure
 * step for the 3220 test card, then the signed notification and the redirect back to the shop.
 */
@Controller('payments/card/checkout')
export class CardCheckoutController {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly notifier: PaymentNotifier,
  ) {}

  @Get(':checkoutId')
  show(@Param('checkoutId') checkoutId: string, @Res() res: Response): void {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return void res.status(404).type('html').send('<!doctype html><title>Not found</title>');
    if (payment.state === 'authentication') return void res.redirect(303, `${checkoutId}/3ds`);
    res.type('html').send(this.page(payment, [], {}));
  }

  @Post(':checkoutId')
  pay(@Param('checkoutId') checkoutId: string, @Body() form: CardForm, @Res() res: Response): void {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return void res.status(404).type('html').send('<!doctype html><title>Not found</title>');
    if (payment.state !== 'pending')
      return void res
        .status(200)
        .type('html')
        .send(this.page(payment, [], {}));
    const checked = checkCardForm(form ?? {}, new Date());
    if (!checked.ok)
      return void res
        .status(422)
        .type('html')
        .send(this.page(payment, checked.errors, form ?? {}));
    payment.details.cardMask = checked.mask;
    if (checked.behaviour === 'three-d-secure') {
      payment.state = 'authentication';
      return void res.redirect(303, `${checkoutId}/3ds`);
    }
    this.finish(payment, checked.behaviour === 'succeeds' ? 'succeeded' : 'failed', res);
  }

  @Get(':checkoutId/3ds')
  showThreeDSecure(@Param('checkoutId') checkoutId: string, @Res() res: Response): void {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return void res.status(404).type('html').send('<!doctype html><title>Not found</title>');
    if (payment.state !== 'authentication') return void res.redirect(303, `../${checkoutId}`);
    res.type('html').send(this.threeDSecurePage(payment));
  }

  @Post(':checkoutId/3ds')
  threeDSecure(
    @Param('checkoutId') checkoutId: string,
    @Body() form: { decision?: unknown },
    @Res() res: Response,
  ): void {
    const payment = this.store.get('card', checkoutId);
    if (!payment) return void res.status(404).type('html').send('<!doctype html><title>Not found</title>');
    if (payment.state !== 'authentication') return void res.redirect(303, `../${checkoutId}`);
    const decision = form?.decision;
    if (decision !== 'confirm' && decision !== 'cancel') {
      return void res.status(422).type('html').send(this.threeDSecurePage(payment));
    }
    this.finish(payment, decision === 'confirm' ? 'succeeded' : 'failed', res);
  }

  private finish(payment: SandboxPayment, outcome: 'succeeded' | 'failed', res: Response): void {
    const transaction = newCardTransaction();
    payment.details.rrn = transaction.rrn;
    this.store.settle(payment, outcome, transaction.paymentId);
    this.notifier.notify(payment);
    res.redirect(303, outcome === 'succeeded' ? payment.successUrl : payment.failUrl);
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
