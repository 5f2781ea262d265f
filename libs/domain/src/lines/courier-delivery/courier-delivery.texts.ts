import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const COURIER_DELIVERY_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Livrarea prin curier a Cărții Verzi',
    subtitle: 'Cartea Verde pe hârtie, adusă de curier la adresa dumneavoastră din Chișinău',
    documentTitle: 'Livrarea prin curier a Cărții Verzi pe hârtie (Chișinău)',
    covers: [
      'Cartea Verde pe hârtie, adusă de curier la o adresă din Chișinău.',
      'O zi și un interval de două ore confirmate de curier după înregistrare; progresul pe pagina comenzii.',
      'Anularea înainte ca livrarea să fie programată, cu returnarea sumei.',
    ],
    faq: [
      {
        q: 'Am nevoie de Cartea Verde pe hârtie?',
        a: 'Poliția unor țări cere încă Cartea Verde tipărită; în celelalte este valabilă cea electronică.',
      },
      {
        q: 'Unde livrează curierul?',
        a: 'Oriunde în municipiul Chișinău; în alte localități, tipăriți cartea din e-mail.',
      },
      {
        q: 'Pot anula livrarea?',
        a: 'Da, pe pagina comenzii, până când curierul o programează; suma vă este returnată pe card.',
      },
    ],
  },
  ru: {
    name: 'Доставка Зелёной карты курьером',
    subtitle: 'Бумажная Зелёная карта, доставленная курьером по вашему адресу в Кишинэу',
    documentTitle: 'Доставка бумажной Зелёной карты курьером (Кишинэу)',
    covers: [
      'Бумажная Зелёная карта, которую курьер привезёт по адресу в Кишинёве.',
      'День и двухчасовой интервал курьер подтверждает после заказа; ход доставки — на странице заказа.',
      'Отмена до того, как курьер назначит доставку, с возвратом её стоимости.',
    ],
    faq: [
      {
        q: 'Нужна ли бумажная карта?',
        a: 'Полиция некоторых стран всё ещё просит печатную Зелёную карту; в остальных действует электронная.',
      },
      {
        q: 'Куда доставляет курьер?',
        a: 'По всему муниципию Кишинёв; в других местах распечатайте карту из письма.',
      },
      {
        q: 'Можно ли отменить доставку?',
        a: 'Да, на странице заказа, пока курьер её не назначил; стоимость вернётся на карту.',
      },
    ],
  },
  en: {
    name: 'Courier delivery of the Green Card',
    subtitle: 'The paper Green Card brought by courier to your address in Chișinău',
    documentTitle: 'Courier delivery of the paper Green Card (Chișinău)',
    covers: [
      'The paper Green Card brought by courier to an address in Chișinău.',
      'A day and a two-hour window the courier confirms after booking; progress on the order page.',
      'Cancellation before the courier schedules it, with its price refunded.',
    ],
    faq: [
      {
        q: 'Do I need the paper card?',
        a: 'Some countries’ police still ask for the printed Green Card; the electronic one is valid in the others.',
      },
      {
        q: 'Where does the courier deliver?',
        a: 'Anywhere in the municipality of Chișinău; for other places, print the card from the e-mail.',
      },
      {
        q: 'Can I cancel the delivery?',
        a: 'Yes, on the order page until the courier schedules it; its price is refunded to your card.',
      },
    ],
  },
};
