import { PdfComposer } from './pdf-composer';

const frame = {
  brand: 'Asiguro S.R.L.',
  partner: 'Moldasig S.A.',
  footer: ['Asistență clienți'],
  pageLabel: () => '1/1',
};

describe(PdfComposer.name, () => {
  it('wraps long text into lines that fit, keeping every word in order', async () => {
    const composer = await PdfComposer.create(frame);
    const text =
      'str. Ștefan cel Mare și Sfînt 64, bloc 3, scara 2, etajul 7, apartamentul 112, MD-2001 municipiul Chișinău, Republica Moldova';
    const lines = composer.wrap(text, 120);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(composer.textWidth(line)).toBeLessThanOrEqual(120);
  });

  it('cuts a word longer than a line (a link) instead of overflowing', async () => {
    const composer = await PdfComposer.create(frame);
    const url = 'https://asiguro.md/check/IAI518204PLT?utm_source=document&utm_medium=pdf&utm_campaign=renewal';
    const lines = composer.wrap(url, 100);
    expect(lines.join('')).toBe(url);
    for (const line of lines) expect(composer.textWidth(line)).toBeLessThanOrEqual(100);
  });

  it('keeps explicit line breaks', async () => {
    const composer = await PdfComposer.create(frame);
    expect(composer.wrap('Chișinău\nMD-2001', 400)).toEqual(['Chișinău', 'MD-2001']);
  });

  it('starts a new page when the content does not fit', async () => {
    const composer = await PdfComposer.create(frame);
    composer.facts(Array.from({ length: 80 }, (_, index) => [`Rândul ${index}`, 'valoare'] as const));
    composer.finish();
    expect(composer.pageCount).toBeGreaterThan(1);
  });
});
