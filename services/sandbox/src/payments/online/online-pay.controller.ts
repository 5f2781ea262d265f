import { randomInt } from 'node:crypto';
import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PaymentNotifier } from '../payment-notifier';
import { escapeHtml, paymentSummary, renderPage, textsFor } from '../payment-pages';
import { SandboxPaymentStore, type SandboxPayment } from '../payment-store';

const TEXTS = {
  ro: {
    title: 'Plata online',
    order: 'Serviciul',
    amount: 'Suma',
    bill: 'Numărul facturii (tranzacției)',
    hint: 'Puteți achita prin Internet Banking, la bancă, la poștă sau la terminale folosind acest număr.',
    pay: 'Plătește',
    cancel: 'Anulează',
    done: 'Factura a fost deja procesată.',
    back: 'Înapoi la magazin',
    unknown: 'Comanda nu a fost găsită.',
  },
  ru: {
    title: 'Онлайн-оплата',
    order: 'Услуга',
    amount: 'Сумма',
    bill: 'Номер счёта (транзакции)',
    hint: 'Оплатить можно через интернет-банкинг, в банке, на почте или в терминалах по этому номеру.',
    pay: 'Оплатить',
    cancel: 'Отменить',
    done: 'Счёт уже обработан.',
    back: 'Вернуться в магазин',
    unknown: 'Заказ не найден.',
  },
  en: {
    title: 'Online payment',
    order: 'Service',
    amount: 'Amount',
    bill: 'Bill (transaction) number',
    hint: 'You can pay through internet banking, at a bank, a post office or a terminal with this number.',
    pay: 'Pay',
    cancel: 'Cancel',
    done: 'This bill has already been processed.',
    back: 'Back to the shop',
    unknown: 'Order not found.',
  },
};

interface PayForm {
  ServiceID?: unknown;
  OrderKey?: unknown;
  action?: unknown;
}

/**
 * The hub's pay page (MPay's `/service/pay`): opened by a GET redirect or a browser POST with
 * `ServiceID` and `OrderKey`, it shows the bill number and amount with Pay and Cancel.
 */
@Controller('payments/online/service')
export class OnlinePayController {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly notifier: PaymentNotifier,
  ) {}

  @Get('pay')
  show(@Query() query: PayForm, @Res() res: Response): void {
    this.respond(query, res);
  }

  @Post('pay')
  submit(@Body() form: PayForm, @Res() res: Response): void {
    this.respond(form ?? {}, res);
  }

  private respond(form: PayForm, res: Response): void {
    const payment = typeof form.OrderKey === 'string' ? this.store.findByReference('online', form.OrderKey) : undefined;
    if (!payment || payment.details.serviceId !== form.ServiceID) {
      const t = TEXTS.ro;
      return void res
        .status(404)
        .type('html')
        .send(renderPage({ lang: 'ro', title: t.title, provider: 'Payment hub', body: `<p>${t.unknown}</p>` }));
    }
    const action = form.action;
    if (payment.state === 'pending' && (action === 'pay' || action === 'cancel')) {
      const outcome = action === 'pay' ? 'succeeded' : 'failed';
      this.store.settle(payment, outcome, `OP${randomInt(10 ** 11, 10 ** 12)}`);
      this.notifier.notify(payment);
      return void res.redirect(303, payment.successUrl);
    }
    // Explicit 200: a POST handled through @Res would otherwise answer Nest's default 201.
    res.status(200).type('html').send(this.page(payment));
  }

  private page(payment: SandboxPayment): string {
    const t = textsFor(TEXTS, payment.language);
    const bill = `<dl><dt>${escapeHtml(t.bill)}</dt><dd><strong>${escapeHtml(payment.details.billNumber)}</strong></dd></dl>`;
    const body =
      payment.state === 'pending'
        ? `${paymentSummary(payment, t)}${bill}
<p>${escapeHtml(t.hint)}</p>
<form method="post" action="pay">
<input type="hidden" name="ServiceID" value="${escapeHtml(payment.details.serviceId)}">
<input type="hidden" name="OrderKey" value="${escapeHtml(payment.merchantReference)}">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</form>`
        : `${paymentSummary(payment, t)}${bill}<p>${escapeHtml(t.done)}</p><p><a href="${escapeHtml(payment.successUrl)}">${escapeHtml(t.back)}</a></p>`;
    return renderPage({ lang: payment.language, title: t.title, provider: 'Payment hub', body });
  }
}
