import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { attachmentPart, base64Lines, textEncodingOf } from './mailer';

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

describe(base64Lines.name, () => {
  it.each([0, 1, 2, 3, 56, 57, 58, 113, 114, 115, 40_960])(
    'writes %i bytes as base64 lines of 76 characters',
    (size) => {
      const bytes = randomBytes(size);
      const lines = base64Lines(bytes).split('\r\n');
      expect(Buffer.from(lines.join(''), 'base64').equals(bytes)).toBe(true);
      expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
      expect(lines.at(-1)!.length).toBeLessThanOrEqual(76);
      expect(lines.join('')).toMatch(/^[A-Za-z0-9+/]*=*$/);
    },
  );

  it('reads only the bytes of a view into a larger buffer', () => {
    const whole = randomBytes(300);
    const view = whole.subarray(100, 160);
    expect(Buffer.from(base64Lines(view).replace(/\r\n/g, ''), 'base64').equals(view)).toBe(true);
  });
});

describe(attachmentPart.name, () => {
  /** The part nodemailer writes itself for the same attachment, in a message of that attachment alone. */
  async function nodemailersPart(file: { filename: string; content: Buffer; contentType: string }): Promise<string> {
    const message = (await new MailComposer({ text: 'x', attachments: [file] }).compile().build()).toString();
    const boundary = /boundary="([^"]+)"/.exec(message)![1];
    return message.split(`--${boundary}`)[2].trim();
  }

  it.each([
    ['a plain name', 'IAI123456ABC-policy.pdf', 'application/pdf'],
    ['a Romanian name with a space', 'Poliță RCA №1.pdf', 'application/pdf'],
    ['a Russian name', 'Полис.pdf', 'application/pdf'],
    ['a name with separators', 'x;y=z.pkpass', 'application/vnd.apple.pkpass'],
  ])('writes the headers nodemailer writes for %s, then the same content', async (_name, filename, contentType) => {
    const file = { filename, content: randomBytes(1000), contentType };
    const ours = attachmentPart(file);
    const theirs = await nodemailersPart(file);
    const [ourHeaders, ourBody] = ours.split('\r\n\r\n');
    const [theirHeaders, theirBody] = theirs.split('\r\n\r\n');
    expect(ourHeaders).toBe(theirHeaders);
    expect(ourBody.replace(/\r\n/g, '')).toBe(theirBody.replace(/\r\n/g, ''));
  });
});
