import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { toString as qrSvg } from 'qrcode';
import { PaymentNotifier } from '../payment-notifier';
import { escapeHtml, paymentSummary, renderPage, textsFor } from '../payment-pages';
import { SandboxPaymentStore } from '../payment-store';
import { confirmInApp, miaDeepLink, qrStatus } from './mobile-api.controller';

const TEXTS = {
  ro: {
    title: 'Plată instant MIA',
    order: 'Comanda',
    amount: 'Suma',
    scan: 'Scanați codul QR cu aplicația băncii dumneavoastră și confirmați plata.',
    qr: 'Cod QR pentru plată',
    open: 'Deschide în aplicația băncii',
    waiting: 'Așteptăm confirmarea… Pagina se actualizează singură.',
    simulate: 'Simulează confirmarea în aplicație (sandbox)',
    over: 'Codul QR nu mai este valabil.',
  },
  ru: {
    title: 'Мгновенный платёж MIA',
    order: 'Заказ',
    amount: 'Сумма',
    scan: 'Отсканируйте QR-код в приложении банка и подтвердите платёж.',
    qr: 'QR-код для оплаты',
    open: 'Открыть в приложении банка',
    waiting: 'Ожидаем подтверждения… Страница обновляется сама.',
    simulate: 'Имитировать подтверждение в приложении (sandbox)',
    over: 'QR-код больше не действителен.',
  },
  en: {
    title: 'MIA instant payment',
    order: 'Order',
    amount: 'Amount',
    scan: 'Scan the QR code with your banking app and confirm the payment.',
    qr: 'QR code for the payment',
    open: 'Open in your banking app',
    waiting: 'Waiting for your confirmation… This page refreshes by itself.',
    simulate: 'Simulate the confirmation in the app (sandbox)',
    over: 'This QR code is no longer valid.',
  },
};

/**
 * The page the customer's browser shows while paying by MIA: the QR code (inline SVG) and the
 * deep link. It refreshes itself (no JavaScript needed) and sends the browser back to the shop
 * once the payment is settled.
 */
@Controller('payments/mobile/qr')
export class MobileQrController {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly notifier: PaymentNotifier,
  ) {}

  @Get(':qrId')
  async show(@Param('qrId') qrId: string, @Res() res: Response): Promise<void> {
    const payment = this.store.get('mobile', qrId);
    if (!payment) return void res.status(404).type('html').send('<!doctype html><title>Not found</title>');
    if (payment.state === 'succeeded' || payment.state === 'failed') return void res.redirect(303, payment.successUrl);
    const t = textsFor(TEXTS, payment.language);
    if (qrStatus(payment) === 'Expired') {
      return void res.type('html').send(
        renderPage({
          lang: payment.language,
          title: t.title,
          provider: 'MIA',
          body: `${paymentSummary(payment, t)}<p>${escapeHtml(t.over)}</p>`,
        }),
      );
    }
    const link = miaDeepLink(payment);
    const svg = (await qrSvg(link, { type: 'svg', margin: 1, width: 240 })).replace(
      '<svg ',
      `<svg role="img" aria-label="${escapeHtml(t.qr)}" `,
    );
    res.type('html').send(
      renderPage({
        lang: payment.language,
        title: t.title,
        provider: 'MIA',
        refreshSeconds: 3,
        body: `${paymentSummary(payment, t)}
<p>${escapeHtml(t.scan)}</p>
<figure>${svg}</figure>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>
<p role="status">${escapeHtml(t.waiting)}</p>
<form method="post" action="${escapeHtml(payment.id)}/simulate">
<button type="submit">${escapeHtml(t.simulate)}</button>
</form>`,
      }),
    );
  }

  /** Sandbox aid for people clicking through: the same as `POST /payments/mobile/test-pay/:qrId`. */
  @Post(':qrId/simulate')
  simulate(@Param('qrId') qrId: string, @Res() res: Response): void {
    const payment = this.store.get('mobile', qrId);
    if (!payment) return void res.status(404).type('html').send('<!doctype html><title>Not found</title>');
    if (qrStatus(payment) === 'Active') confirmInApp(this.store, this.notifier, payment, 'paid');
    res.redirect(303, `../${qrId}`);
  }
}
