import { textEncodingOf } from './mailer';

/** nodemailer's own rule (mime-node's _getTextEncoding), the expectation this pass must keep. */
function nodemailerRule(value: string): 'quoted-printable' | 'base64' {
  // eslint-disable-next-line no-control-regex
  const nonLatin = (value.match(/[\x00-\x08\x0B\x0C\x0E-\x1F\u0080-\uFFFF]/g) ?? []).length;
  const latin = (value.match(/[a-z]/gi) ?? []).length;
  return nonLatin < latin ? 'quoted-printable' : 'base64';
}

describe(textEncodingOf.name, () => {
  it.each([
    ['ro', 'Polița dumneavoastră RCA IAI123456ABC este atașată. Mulțumim că ați ales Asiguro!'],
    ['en', 'Your RCA policy IAI123456ABC is attached.\r\nThank you.'],
    ['ru', 'Ваш полис ОСАГО IAI123456ABC во вложении. Спасибо, что выбрали Asiguro!'],
    ['equal', 'abcабвг'],
    ['control characters', 'ab\u0001\u0002\u000b'],
    ['empty', ''],
  ])('chooses as nodemailer would for %s text', (_name, text) => {
    expect(textEncodingOf(text)).toBe(nodemailerRule(text));
  });

  it('keeps quoted-printable for Romanian and base64 for Russian', () => {
    expect(textEncodingOf('Polița dumneavoastră este atașată.')).toBe('quoted-printable');
    expect(textEncodingOf('Ваш полис во вложении.')).toBe('base64');
  });
});
