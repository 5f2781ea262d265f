/**
 * Words the customer sees for statuses (architecture.md "Words the customer sees"; spec §4):
 * `order.*` labels each machine status, `title.*` heads the order page, `payment.*` and
 * `delivery.*` are display statuses, `insurance.*` the policy's state in My account.
 */
export const roStatuses = {
  'order.draft': 'Comandă creată',
  'order.unpaid': 'Așteaptă plata',
  'order.paid': 'Achitată',
  'order.processing': 'În procesare',
  'order.issued': 'Poliță creată la asigurător',
  'order.completed': 'Documente emise',
  'order.expired': 'Expirată',
  'order.failed': 'Eroare',
  'order.refunded': 'Plată rambursată',
  'order.canceled': 'Anulată',
  'title.draft': 'Comanda a fost creată',
  'title.unpaid': 'Comanda așteaptă plata',
  'title.paid': 'Comanda a fost achitată',
  'title.processing': 'Comanda a fost achitată',
  'title.issued': 'Comanda a fost achitată',
  'title.completed': 'Asigurarea a fost emisă',
  'title.completed-vignette': 'Vinieta a fost emisă',
  'title.expired': 'Comanda a expirat',
  'title.failed': 'A apărut o eroare la emiterea comenzii',
  'title.refunded': 'Plata a fost anulată',
  'title.canceled': 'Comanda a fost anulată',
  'payment.paid': 'Achitat',
  'payment.unpaid': 'Neachitat',
  'payment.canceled': 'Anulat',
  'payment.draft': 'În procesare',
  'delivery.scheduled': 'Programat',
  'delivery.delivered': 'Livrat',
  'delivery.canceled': 'Anulat',
  'insurance.active': 'Activă',
  'insurance.expires-soon': 'Expiră în curând',
  'insurance.expired': 'Expirată',
  'insurance.unknown': 'Necunoscut',
};
