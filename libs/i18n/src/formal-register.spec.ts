import { CATALOGUES } from './messages';
import { informalTexts, informalWords } from './formal-register';

describe('the formal Romanian register', () => {
  it('finds familiar imperatives, pronouns and possessives', () => {
    expect(informalWords('Verifică câmpurile marcate.')).toEqual(['Verifică']);
    expect(informalWords('Alege oferta')).toEqual(['Alege']);
    expect(informalWords('Introdu numărul bonului')).toEqual(['Introdu']);
    expect(informalWords('Ai o comandă neachitată în contul tău.')).toEqual(['Ai', 'tău']);
    expect(informalWords('Ți-am trimis linkul; îl poți folosi o dată.')).toEqual(['Ți', 'poți']);
    expect(informalWords('Datele tale și polița ta')).toEqual(['tale', 'ta']);
  });

  it('lets the formal forms and third-person verbs through', () => {
    expect(informalWords('Verificați câmpurile marcate.')).toEqual([]);
    expect(informalWords('Alegeți oferta și introduceți datele dumneavoastră.')).toEqual([]);
    expect(informalWords('Sistemul verifică polița; asigurătorul alege forma.')).toEqual([]);
    expect(informalWords('Aveți o comandă neachitată. Vă trimitem documentele.')).toEqual([]);
    // Words that merely contain a familiar one: "tale" in "capitale", "ta" in "taxa", "te" in "rate".
    expect(informalWords('Capitalele, taxa de drum, ratele și contractantul')).toEqual([]);
  });

  it('names the text and its familiar words in a nested catalogue', () => {
    expect(informalTexts({ order: { steps: ['Alegeți', 'Plătește comanda'] } })).toEqual([
      'order.steps.1: Plătește — Plătește comanda',
    ]);
  });

  it('has no familiar word in the shared Romanian messages', () => {
    expect(informalTexts(CATALOGUES.ro)).toEqual([]);
  });
});
