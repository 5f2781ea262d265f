import { plural } from './format';
import { enStorefront as en } from '../../../libs/i18n/src/messages/en/storefront.messages';
import { roStorefront as ro } from '../../../libs/i18n/src/messages/ro/storefront.messages';
import { ruStorefront as ru } from '../../../libs/i18n/src/messages/ru/storefront.messages';

/*
 * A counted noun takes the case its preposition asks for in Russian ("за 1 минуту", "около 1
 * минуты"): the whole phrase is the counted text, one form per plural category.
 */
describe('counted phrases', () => {
  it('says how long issuing takes with the noun in the accusative after "за"', () => {
    const phrase = (count: number) => plural('ru', ru.product.issuingTime, count);
    expect(phrase(1)).toBe('Оформление примерно за 1 минуту');
    expect(phrase(21)).toBe('Оформление примерно за 21 минуту');
    expect(phrase(3)).toBe('Оформление примерно за 3 минуты');
    expect(phrase(5)).toBe('Оформление примерно за 5 минут');
  });

  it('says what to expect with the noun in the genitive after "около"', () => {
    const phrase = (count: number) => plural('ru', ru.issuing.expected, count);
    expect(phrase(1)).toBe('Обычно это занимает около 1 минуты.');
    expect(phrase(21)).toBe('Обычно это занимает около 21 минуты.');
    expect(phrase(3)).toBe('Обычно это занимает около 3 минут.');
    expect(phrase(11)).toBe('Обычно это занимает около 11 минут.');
  });

  it('counts minutes in Romanian and English too', () => {
    expect(plural('ro', ro.issuing.expected, 1)).toBe('Durează de obicei aproximativ 1 minut.');
    expect(plural('ro', ro.issuing.expected, 3)).toBe('Durează de obicei aproximativ 3 minute.');
    expect(plural('ro', ro.product.issuingTime, 20)).toBe('Emitere în aproximativ 20 de minute');
    expect(plural('en', en.product.issuingTime, 1)).toBe('Issued in about 1 minute');
    expect(plural('en', en.issuing.expected, 3)).toBe('This usually takes about 3 minutes.');
  });
});
