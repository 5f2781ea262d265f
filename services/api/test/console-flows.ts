import { exampleDetails } from '@asiguro/domain';
import type { OffersResponse, OrderView, StartPaymentResponse } from '@asiguro/contracts';
import type { ApiClient } from '@asiguro/testing';

/* What the console's tests share: orders a customer leaves for staff to act on. */

/** A taxi company's Skoda in RCA Data: the company pays its vignettes by bank transfer. */
export const TAXI = {
  certificateNumber: '802997808',
  idno: '1006600011175',
  plate: 'TXR 014',
  vin: 'TMB4DS7B0ZPAEG04Y',
};

function expectStatus(step: string, answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** The taxi company's Romanian vignette with a bank-transfer bill: unpaid until staff confirm the transfer. */
export async function billedVignette(
  api: ApiClient,
  contact = { phone: '069555111', email: 'fleet@example.md' },
): Promise<{ order: OrderView; bill: string }> {
  const created = await api.post<OrderView>('/api/orders', {
    items: [
      {
        type: 'vignette:ro',
        details: {
          ...exampleDetails()['vignette:ro'],
          certificateNumber: TAXI.certificateNumber,
          plateNumber: TAXI.plate,
          vinCode: TAXI.vin,
        },
      },
    ],
    billing: { payerType: 'company', companyName: 'Taxi Rapid Plus S.R.L.', idno: TAXI.idno },
  });
  expectStatus('create', created, 201);
  const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
  if (!offers.body.offers?.length) throw new Error(`no vignette offer: ${JSON.stringify(offers.body)}`);
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offers.body.offers[0].id,
    consents: { terms: true, personalData: true },
    contact,
  });
  expectStatus('confirm', confirmed, 200);
  const bill = await api.post<StartPaymentResponse>(`/api/orders/${confirmed.body.id}/payments`, {
    provider: 'wire-transfer',
  });
  expectStatus('bill', bill, 201);
  return { order: confirmed.body, bill: bill.body.invoice!.number };
}
