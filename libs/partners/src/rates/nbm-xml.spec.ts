import { MalformedXmlError, parseNbmXml } from './nbm-xml';
import { chisinauDay, nbmDate, nbmDateToDay } from './chisinau-day';

const document = `<?xml version="1.0" encoding="UTF-8"?>
<ValCurs Date="15.01.2026" name="Cursul oficial de schimb">
  <Valute ID="47"><NumCode>978</NumCode><CharCode>EUR</CharCode><Nominal>1</Nominal><Name>Euro</Name><Value>19.5123</Value></Valute>
  <Valute ID="44"><NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal><Name>Dolar S.U.A.</Name><Value>17,8456</Value></Valute>
  <Valute ID="35"><NumCode>348</NumCode><CharCode>HUF</CharCode><Nominal>100</Nominal><Name>Forint maghiar</Name><Value>4.9210</Value></Valute>
</ValCurs>`;

describe(parseNbmXml.name, () => {
  it('reads every currency with its nominal, and the value of one unit', () => {
    const parsed = parseNbmXml(document);
    expect(parsed.date).toBe('15.01.2026');
    expect(parsed.rates.find((rate) => rate.charCode === 'EUR')).toMatchObject({ nominal: 1, perUnit: 19.5123 });
    expect(parsed.rates.find((rate) => rate.charCode === 'HUF')).toMatchObject({
      nominal: 100,
      value: 4.921,
      perUnit: 0.04921,
    });
  });

  it('accepts a decimal comma', () => {
    expect(parseNbmXml(document).rates.find((rate) => rate.charCode === 'USD')?.perUnit).toBe(17.8456);
  });

  it('reads a single currency and an empty list', () => {
    const one =
      '<ValCurs Date="01.01.2026"><Valute ID="1"><NumCode>946</NumCode><CharCode>RON</CharCode>' +
      '<Nominal>1</Nominal><Name>Leu românesc</Name><Value>3.9200</Value></Valute></ValCurs>';
    expect(parseNbmXml(one).rates).toHaveLength(1);
    expect(parseNbmXml('<ValCurs Date="01.01.2026" name="Cursul oficial de schimb"></ValCurs>').rates).toEqual([]);
  });

  it('refuses documents that are not official rates', () => {
    expect(() => parseNbmXml('<html><body>Not found</body></html>')).toThrow();
    expect(() => parseNbmXml(document.replace('19.5123', 'n/a'))).toThrow();
    expect(() => parseNbmXml(document.replace('<Nominal>100</Nominal>', '<Nominal>0</Nominal>'))).toThrow();
  });

  it('refuses a document cut short, even when every rate arrived before the cut', () => {
    const cut = document.slice(0, document.lastIndexOf('</ValCurs>'));
    expect(() => parseNbmXml(cut)).toThrow(MalformedXmlError);
    expect(() => parseNbmXml(document.slice(0, document.indexOf('<Value>19')))).toThrow(MalformedXmlError);
  });
});

describe(chisinauDay.name, () => {
  it('takes the calendar day in Chișinău, not in UTC', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Chișinău (UTC+2 in winter).
    expect(chisinauDay(new Date('2025-12-31T22:30:00Z'))).toBe('20260101');
    expect(nbmDate(new Date('2025-12-31T22:30:00Z'))).toBe('01.01.2026');
    // Summer time is UTC+3.
    expect(chisinauDay(new Date('2026-07-01T20:59:00Z'))).toBe('20260701');
    expect(chisinauDay(new Date('2026-07-01T21:00:00Z'))).toBe('20260702');
    expect(nbmDateToDay('02.07.2026')).toBe('20260702');
    expect(nbmDateToDay('2026-07-02')).toBeUndefined();
  });
});
