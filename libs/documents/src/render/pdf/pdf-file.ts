import { deflateSync } from 'node:zlib';

/**
 * The PDF file format at its simplest: numbered objects written once, in order, with a classic
 * cross-reference table and trailer (no object streams), so the signer can append an
 * incremental update to it without parsing more than the trailer and two objects.
 */

/** A number as PDF writes it: at most three decimals, no exponent, no "-0". */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? '0' : String(rounded);
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0').toUpperCase());

/** A PDF text string: a literal for printable ASCII, UTF-16BE hex with a byte-order mark otherwise. */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
  let out = '<FEFF';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    out += HEX[unit >> 8] + HEX[unit & 0xff];
  }
  return `${out}>`;
}

/** A PDF date string in UTC, D:YYYYMMDDHHmmSSZ. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `(D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z)`;
}

const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

export interface PdfTrailer {
  root: number;
  info: number;
  /** The file identifier (hex), both halves of /ID. */
  id: string;
}

/** Numbered objects, written into one file with its cross-reference table. */
export class PdfFile {
  private readonly parts: Buffer[] = [HEADER];
  private readonly offsets: number[] = [];
  private length = HEADER.length;
  private next = 1;

  /** Reserves an object number for an object written later (a page's parent, say). */
  reserve(): number {
    return this.next++;
  }

  /** Writes an object (a dictionary, array ...) under a reserved number or a new one. */
  object(body: string, number = this.reserve()): number {
    this.push(number, Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1'));
    return number;
  }

  /**
   * Writes a stream; `dictionary` is the entries besides its filter and length. Page content
   * (text operators, highly repetitive) is deflated to a fifth of its size; a font subset or a
   * ToUnicode map shrinks by a kilobyte or two, which costs more time (each deflate sets up its
   * own zlib state) than the kilobytes are worth, so those are written as they are.
   */
  stream(dictionary: string, data: Buffer | string, options: { compress: boolean }, number = this.reserve()): number {
    const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    const body = options.compress ? deflateSync(raw, { level: 4 }) : raw;
    const filter = options.compress ? ' /Filter /FlateDecode' : '';
    const head = Buffer.from(`${number} 0 obj\n<<${dictionary}${filter} /Length ${body.length}>>\nstream\n`, 'latin1');
    this.push(number, head, body, Buffer.from('\nendstream\nendobj\n', 'latin1'));
    return number;
  }

  /** The whole file: objects, cross-reference table, trailer. */
  toBuffer(trailer: PdfTrailer): Buffer {
    const size = this.next;
    let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let number = 1; number < size; number += 1) {
      const offset = this.offsets[number];
      if (offset === undefined) throw new Error(`PDF object ${number} was reserved but never written`);
      xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
    }
    xref +=
      `trailer\n<< /Size ${size} /Root ${trailer.root} 0 R /Info ${trailer.info} 0 R ` +
      `/ID [<${trailer.id}> <${trailer.id}>] >>\nstartxref\n${this.length}\n%%EOF\n`;
    return Buffer.concat([...this.parts, Buffer.from(xref, 'latin1')]);
  }

  private push(number: number, ...parts: Buffer[]): void {
    this.offsets[number] = this.length;
    for (const part of parts) {
      this.parts.push(part);
      this.length += part.length;
    }
  }
}
