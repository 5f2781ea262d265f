import { dejaVuSans } from './fonts';
import { FontSubset } from './pdf/font-subset';
import { PdfFile, pdfDate, pdfNumber, pdfTextString } from './pdf/pdf-file';
import type { TrueTypeFont } from './pdf/true-type-font';
import { qrCode, type QrCode } from './qr-code';

/** A4 in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 50;
const HEADER_HEIGHT = 62;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

/** A colour as red, green and blue from 0 to 1. */
export type Rgb = readonly [number, number, number];

const BRAND: Rgb = [0.05, 0.27, 0.47];
const INK: Rgb = [0.12, 0.13, 0.15];
const MUTED: Rgb = [0.4, 0.42, 0.46];
const RULE: Rgb = [0.78, 0.8, 0.84];
const LABEL_FILL: Rgb = [0.95, 0.96, 0.975];
const HEAD_FILL: Rgb = [0.9, 0.93, 0.96];

const BODY = 9.5;
const SMALL = 7.5;
const CELL_PAD = 3.5;
const FACT_LEADING = 12;

const colours = new Map<Rgb, string>();
/** The operands of a colour operator, written once per colour. */
function colour(rgb: Rgb): string {
  let operands = colours.get(rgb);
  if (operands === undefined) {
    operands = `${pdfNumber(rgb[0])} ${pdfNumber(rgb[1])} ${pdfNumber(rgb[2])}`;
    if (colours.size < 64) colours.set(rgb, operands);
  }
  return operands;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Rgb;
}

export interface TableColumn {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

export interface PageFrame {
  /** Top left: the marketplace. */
  brand: string;
  /** Top right: the insurer or issuer. */
  partner: string;
  /** Lines at the bottom of every page (signature note, terms, support). */
  footer: string[];
  /** "Page {page} of {pages}" in the document's language. */
  pageLabel: (page: number, pages: number) => string;
}

/** The document information dictionary and file identifier. */
export interface DocumentInfo {
  title: string;
  subject: string;
  author: string;
  creator: string;
  producer: string;
  /** BCP 47 language of the text (/Lang), e.g. ro-MD. */
  language: string;
  created: Date;
  modified: Date;
  /** The permanent file identifier, 32 hex digits. */
  id: string;
}

/** The font resources every page names. */
const REGULAR = '/F1';
const BOLD = '/F2';

/**
 * A small layout engine that writes PDF directly: a cursor that flows text, fact tables and boxes
 * down A4 pages, breaks pages when space runs out, and stamps the header and footer on every page
 * at the end (the footer carries "page i of n", known only then). Every renderer composes with it,
 * so all documents share one look. Pages are kept as content-stream text, the two DejaVu faces
 * as per-document subsets of the glyphs drawn; `save` writes the file in one pass.
 */
export class PdfComposer {
  private pages: string[][] = [];
  private ops!: string[];
  private y = 0;
  private readonly bottom: number;
  private readonly regular: FontSubset;
  private readonly bold: FontSubset;
  private finished = false;

  private constructor(
    fonts: { regular: TrueTypeFont; bold: TrueTypeFont },
    private readonly frame: PageFrame,
  ) {
    this.regular = new FontSubset(fonts.regular);
    this.bold = new FontSubset(fonts.bold);
    const footerLines = frame.footer.flatMap((line) => this.wrap(line, CONTENT_WIDTH, SMALL, false));
    this.bottom = 36 + (footerLines.length + 1) * (SMALL + 3) + 12;
    this.newPage();
  }

  /** A new document set in DejaVu Sans regular and bold. */
  static async create(frame: PageFrame): Promise<PdfComposer> {
    return new PdfComposer(dejaVuSans(), frame);
  }

  get contentWidth(): number {
    return CONTENT_WIDTH;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Width of a line of text, in points. */
  textWidth(text: string, size = BODY, bold = false): number {
    return (bold ? this.bold : this.regular).width(text, size);
  }

  /** Splits text into lines that fit `width`; words longer than a line (URLs) are cut. */
  wrap(text: string, width: number, size = BODY, bold = false): string[] {
    const space = this.textWidth(' ', size, bold);
    const limit = width - 0.5;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        const wordWidth = this.textWidth(word, size, bold);
        const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
        if (candidateWidth <= limit) {
          line = line ? `${line} ${word}` : word;
          lineWidth = candidateWidth;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (this.textWidth(rest, size, bold) > limit) {
          let cut = rest.length - 1;
          while (cut > 1 && this.textWidth(rest.slice(0, cut), size, bold) > limit) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
        lineWidth = this.textWidth(rest, size, bold);
      }
      lines.push(line);
    }
    return lines;
  }

  /** A QR code of a text, for `title`. */
  qrCode(text: string): QrCode {
    return qrCode(text);
  }

  /** Starts a new page when less than `height` is left. */
  ensureSpace(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  spacer(height = 8): void {
    this.y -= height;
  }

  /** The document title, its number line, and an optional QR code at the right. */
  title(title: string, subtitle: string, qr?: { image: QrCode; caption: string }): void {
    const qrSize = 80;
    const width = qr ? CONTENT_WIDTH - qrSize - 16 : CONTENT_WIDTH;
    const top = this.y;
    const titleLines = this.wrap(title, width, 17, true);
    for (const line of titleLines) {
      this.y -= 21;
      this.draw(line, MARGIN_X, this.y, { size: 17, bold: true, color: BRAND });
    }
    for (const line of this.wrap(subtitle, width, 10.5, false)) {
      this.y -= 15;
      this.draw(line, MARGIN_X, this.y, { size: 10.5, color: INK });
    }
    if (qr) {
      const x = PAGE_WIDTH - MARGIN_X - qrSize;
      this.drawQrCode(qr.image, x, top - qrSize - 2, qrSize);
      let captionY = top - qrSize - 4;
      for (const line of this.wrap(qr.caption, qrSize + 10, 6.5, false)) {
        captionY -= 8;
        const lineWidth = this.textWidth(line, 6.5);
        this.draw(line, x + (qrSize - lineWidth) / 2, captionY, { size: 6.5, color: MUTED });
      }
      this.y = Math.min(this.y, captionY);
    }
    this.y -= 6;
    this.line(MARGIN_X, PAGE_WIDTH - MARGIN_X, this.y, 1.2, BRAND);
    this.y -= 12;
  }

  heading(text: string): void {
    this.ensureSpace(40);
    this.y -= 4;
    for (const line of this.wrap(text, CONTENT_WIDTH, 11.5, true)) {
      this.y -= 13;
      this.draw(line, MARGIN_X, this.y, { size: 11.5, bold: true, color: BRAND });
    }
    this.y -= 5;
  }

  paragraph(text: string, style: TextStyle = {}, indent = 0): void {
    const size = style.size ?? BODY;
    const leading = size * 1.38;
    for (const line of this.wrap(text, CONTENT_WIDTH - indent, size, style.bold)) {
      this.ensureSpace(leading);
      this.y -= leading;
      this.draw(line, MARGIN_X + indent, this.y, { ...style, size });
    }
    this.y -= 4;
  }

  /** A numbered list whose items wrap under their own text. */
  numbered(items: string[]): void {
    items.forEach((item, index) => {
      const marker = `${index + 1}.`;
      const lines = this.wrap(item, CONTENT_WIDTH - 18, BODY, false);
      lines.forEach((line, lineIndex) => {
        this.ensureSpace(13);
        this.y -= 13;
        if (lineIndex === 0) this.draw(marker, MARGIN_X, this.y, { color: MUTED });
        this.draw(line, MARGIN_X + 18, this.y, {});
      });
      this.y -= 3;
    });
    this.y -= 2;
  }

  /** Label/value rows; values wrap. Empty values leave room to write by hand. */
  facts(rows: ReadonlyArray<readonly [string, string]>, labelShare = 0.36): void {
    const labelWidth = CONTENT_WIDTH * labelShare;
    const valueWidth = CONTENT_WIDTH - labelWidth;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, labelWidth - 2 * CELL_PAD, BODY - 0.5, false);
      const valueLines = value ? this.wrap(value, valueWidth - 2 * CELL_PAD, BODY, true) : [''];
      const lineCount = Math.max(labelLines.length, valueLines.length);
      const height = lineCount * FACT_LEADING + 2 * CELL_PAD + (value ? 0 : 8);
      this.ensureSpace(height);
      const top = this.y;
      this.fillRect(MARGIN_X, top - height, labelWidth, height, LABEL_FILL);
      this.rule(top - height, MARGIN_X, MARGIN_X + CONTENT_WIDTH);
      labelLines.forEach((line, index) =>
        this.draw(line, MARGIN_X + CELL_PAD, top - CELL_PAD - 9 - index * FACT_LEADING, {
          size: BODY - 0.5,
          color: MUTED,
        }),
      );
      valueLines.forEach((line, index) =>
        this.draw(line, MARGIN_X + labelWidth + CELL_PAD, top - CELL_PAD - 9 - index * FACT_LEADING, { bold: true }),
      );
      this.y = top - height;
    }
    this.y -= 8;
  }

  /** Two fact blocks side by side (seller and buyer, vehicle A and B, the two parties). */
  sideBySide(left: FactBlock, right: FactBlock): void {
    const gap = 14;
    const width = (CONTENT_WIDTH - gap) / 2;
    const measure = (block: FactBlock) =>
      block.rows.map(([label, value]) => {
        const labelLines = this.wrap(label, width - 2 * CELL_PAD, SMALL + 0.5, false);
        const valueLines = value ? this.wrap(value, width - 2 * CELL_PAD, BODY - 0.5, true) : [''];
        return {
          labelLines,
          valueLines,
          height: labelLines.length * 9.5 + valueLines.length * 12 + 2 * CELL_PAD + (value ? 0 : 10),
        };
      });
    const leftRows = measure(left);
    const rightRows = measure(right);
    const blockHeight = (rows: typeof leftRows) => 20 + rows.reduce((sum, row) => sum + row.height, 0);
    const height = Math.max(blockHeight(leftRows), blockHeight(rightRows));
    this.ensureSpace(height + 8);
    const top = this.y;
    const drawBlock = (block: FactBlock, rows: typeof leftRows, x: number) => {
      this.fillRect(x, top - 20, width, 20, HEAD_FILL);
      this.draw(block.title, x + CELL_PAD, top - 14, { bold: true, color: BRAND, size: BODY });
      this.strokeRect(x, top - height, width, height, RULE, 0.8);
      let y = top - 20;
      for (const row of rows) {
        row.labelLines.forEach((line) => {
          y -= 9.5;
          this.draw(line, x + CELL_PAD, y - 1, { size: SMALL + 0.5, color: MUTED });
        });
        row.valueLines.forEach((line) => {
          y -= 12;
          this.draw(line, x + CELL_PAD, y - 1, { size: BODY - 0.5, bold: true });
        });
        y -= 2 * CELL_PAD + (row.valueLines[0] ? 0 : 10);
        this.rule(y + 2, x + CELL_PAD, x + width - CELL_PAD);
      }
    };
    drawBlock(left, leftRows, MARGIN_X);
    drawBlock(right, rightRows, MARGIN_X + width + gap);
    this.y = top - height - 10;
  }

  /** A table with a header row; rows break across pages and repeat no header. */
  table(columns: TableColumn[], rows: string[][]): void {
    const widths = columns.map((column) => column.width * CONTENT_WIDTH);
    const drawRow = (cells: string[], header: boolean) => {
      const size = header ? BODY - 1 : BODY - 0.5;
      const lines = cells.map((cell, index) => this.wrap(cell, widths[index] - 2 * CELL_PAD, size, header));
      const height = Math.max(...lines.map((cellLines) => cellLines.length)) * 12 + 2 * CELL_PAD;
      this.ensureSpace(height);
      const top = this.y;
      if (header) {
        this.fillRect(MARGIN_X, top - height, CONTENT_WIDTH, height, HEAD_FILL);
      }
      let x = MARGIN_X;
      lines.forEach((cellLines, index) => {
        cellLines.forEach((line, lineIndex) => {
          const lineWidth = this.textWidth(line, size, header);
          const left = columns[index].align === 'right' ? x + widths[index] - CELL_PAD - lineWidth : x + CELL_PAD;
          this.draw(line, left, top - CELL_PAD - 9 - lineIndex * 12, {
            size,
            bold: header,
            color: header ? BRAND : INK,
          });
        });
        x += widths[index];
      });
      this.rule(top - height, MARGIN_X, MARGIN_X + CONTENT_WIDTH);
      this.y = top - height;
    };
    drawRow(
      columns.map((column) => column.header),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.y -= 8;
  }

  /** Rows of "☐ A | text | B ☐", the circumstance grid of the accident report. */
  checkGrid(items: string[], leftHeader: string, rightHeader: string): void {
    const boxColumn = 34;
    const textWidth = CONTENT_WIDTH - 2 * boxColumn;
    this.ensureSpace(20);
    this.draw(leftHeader, MARGIN_X + 4, this.y - 11, { bold: true, color: BRAND, size: BODY - 1 });
    const rightWidth = this.textWidth(rightHeader, BODY - 1, true);
    this.draw(rightHeader, MARGIN_X + CONTENT_WIDTH - rightWidth - 4, this.y - 11, {
      bold: true,
      color: BRAND,
      size: BODY - 1,
    });
    this.y -= 16;
    items.forEach((item, index) => {
      const lines = this.wrap(`${index + 1}. ${item}`, textWidth - 8, BODY - 1, false);
      const height = lines.length * 11 + 6;
      this.ensureSpace(height);
      const top = this.y;
      const boxY = top - height / 2 - 4.5;
      this.strokeRect(MARGIN_X + 12, boxY, 9, 9, INK, 0.7);
      this.strokeRect(MARGIN_X + CONTENT_WIDTH - 21, boxY, 9, 9, INK, 0.7);
      lines.forEach((line, lineIndex) =>
        this.draw(line, MARGIN_X + boxColumn + 4, top - 3 - 8.5 - lineIndex * 11, { size: BODY - 1 }),
      );
      this.rule(top - height, MARGIN_X, MARGIN_X + CONTENT_WIDTH);
      this.y = top - height;
    });
    this.y -= 8;
  }

  /** Empty framed boxes in one row (sketch, signatures), each with a caption. */
  boxes(captions: string[], height: number): void {
    const gap = 12;
    const width = (CONTENT_WIDTH - gap * (captions.length - 1)) / captions.length;
    this.ensureSpace(height + 16);
    const top = this.y;
    captions.forEach((caption, index) => {
      const x = MARGIN_X + index * (width + gap);
      this.draw(caption, x, top - 9, { size: SMALL + 0.5, color: MUTED });
      this.strokeRect(x, top - 14 - height, width, height, RULE, 0.8);
    });
    this.y = top - 14 - height - 10;
  }

  /** A bold total line aligned right, e.g. "Total due: 1 276,00 MDL". */
  total(label: string, value: string): void {
    this.ensureSpace(24);
    const text = `${label}: ${value}`;
    const width = this.textWidth(text, 12, true);
    this.y -= 16;
    this.draw(text, MARGIN_X + CONTENT_WIDTH - width, this.y, { size: 12, bold: true, color: BRAND });
    this.y -= 8;
  }

  /** Stamps header and footer on every page; call once, after the content. */
  finish(): void {
    if (this.finished) throw new Error('The document is already finished');
    this.finished = true;
    const lines = this.frame.footer.flatMap((line) => this.wrap(line, CONTENT_WIDTH, SMALL, false));
    const partnerWidth = this.textWidth(this.frame.partner, 9);
    this.pages.forEach((ops, index) => {
      this.ops = ops;
      this.draw(this.frame.brand, MARGIN_X, PAGE_HEIGHT - 40, { size: 12, bold: true, color: BRAND });
      this.draw(this.frame.partner, PAGE_WIDTH - MARGIN_X - partnerWidth, PAGE_HEIGHT - 39, { size: 9, color: MUTED });
      this.line(MARGIN_X, PAGE_WIDTH - MARGIN_X, PAGE_HEIGHT - 48, 0.6, RULE);
      let y = this.bottom - 12;
      this.line(MARGIN_X, PAGE_WIDTH - MARGIN_X, y, 0.6, RULE);
      for (const line of lines) {
        y -= SMALL + 3;
        this.draw(line, MARGIN_X, y, { size: SMALL, color: MUTED });
      }
      const label = this.frame.pageLabel(index + 1, this.pages.length);
      const labelWidth = this.textWidth(label, SMALL);
      this.draw(label, PAGE_WIDTH - MARGIN_X - labelWidth, y - SMALL - 3, { size: SMALL, color: MUTED });
    });
  }

  /**
   * The PDF file: catalog, pages, information dictionary, then the two font subsets. Equal
   * content and info give equal bytes.
   */
  save(info: DocumentInfo): Buffer {
    if (!this.finished) throw new Error('Call finish() before save()');
    const file = new PdfFile();
    const catalog = file.reserve();
    const pages = file.reserve();
    const infoObject = file.reserve();
    const regular = file.reserve();
    const bold = file.reserve();
    file.object(
      `<< /Type /Catalog /Pages ${pages} 0 R /Lang ${pdfTextString(info.language)} ` +
        '/ViewerPreferences << /DisplayDocTitle true >> >>',
      catalog,
    );
    const kids: number[] = [];
    for (const ops of this.pages) {
      const page = file.reserve();
      const contents = file.stream('', ops.join(''), { compress: true });
      file.object(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << ${REGULAR} ${regular} 0 R ${BOLD} ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
        page,
      );
      kids.push(page);
    }
    file.object(`<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`, pages);
    file.object(
      `<< /Title ${pdfTextString(info.title)} /Subject ${pdfTextString(info.subject)} ` +
        `/Author ${pdfTextString(info.author)} /Creator ${pdfTextString(info.creator)} ` +
        `/Producer ${pdfTextString(info.producer)} /CreationDate ${pdfDate(info.created)} ` +
        `/ModDate ${pdfDate(info.modified)} >>`,
      infoObject,
    );
    writeFont(file, this.regular, regular);
    writeFont(file, this.bold, bold);
    return file.toBuffer({ root: catalog, info: infoObject, id: info.id });
  }

  private newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_HEIGHT - HEADER_HEIGHT;
  }

  private rule(y: number, from: number, to: number): void {
    this.line(from, to, y, 0.5, RULE);
  }

  /** A horizontal line. */
  private line(from: number, to: number, y: number, thickness: number, color: Rgb): void {
    const at = pdfNumber(y);
    this.ops.push(
      `${colour(color)} RG ${pdfNumber(thickness)} w ${pdfNumber(from)} ${at} m ${pdfNumber(to)} ${at} l S\n`,
    );
  }

  private fillRect(x: number, y: number, width: number, height: number, color: Rgb): void {
    this.ops.push(`${colour(color)} rg ${rect(x, y, width, height)} re f\n`);
  }

  private strokeRect(x: number, y: number, width: number, height: number, color: Rgb, thickness: number): void {
    this.ops.push(`${colour(color)} RG ${pdfNumber(thickness)} w ${rect(x, y, width, height)} re S\n`);
  }

  /**
   * A QR code `size` points wide with its bottom left corner at x, y, and a quiet zone of one
   * module: the dark modules of each row as runs of squares, filled as one path (no seams).
   */
  private drawQrCode(code: QrCode, x: number, y: number, size: number): void {
    const module = size / (code.size + 2);
    const top = y + size - module;
    let path = '';
    for (let row = 0; row < code.size; row += 1) {
      for (let column = 0; column < code.size; column += 1) {
        if (!code.dark(row, column)) continue;
        let end = column + 1;
        while (end < code.size && code.dark(row, end)) end += 1;
        path += `${rect(x + (column + 1) * module, top - (row + 1) * module, (end - column) * module, module)} re\n`;
        column = end;
      }
    }
    this.ops.push(`0 0 0 rg\n${path}f\n`);
  }

  private draw(text: string, x: number, y: number, style: TextStyle): void {
    if (!text) return;
    const bold = style.bold ?? false;
    const glyphs = (bold ? this.bold : this.regular).encode(text);
    this.ops.push(
      `BT ${bold ? BOLD : REGULAR} ${pdfNumber(style.size ?? BODY)} Tf ${colour(style.color ?? INK)} rg ` +
        `${pdfNumber(x)} ${pdfNumber(y)} Td ${glyphs} Tj ET\n`,
    );
  }
}

const rect = (x: number, y: number, width: number, height: number) =>
  `${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)}`;

/** A Type 0 font over a TrueType CIDFont with the document's subset embedded (FontFile2). */
function writeFont(file: PdfFile, subset: FontSubset, number: number): void {
  const font = subset.font;
  const scale = (units: number) => pdfNumber((units * 1000) / font.unitsPerEm);
  const widths = subset.widthsArray();
  const toUnicode = file.stream('', subset.toUnicode(), { compress: false });
  const program = subset.fontFile();
  const fontFile = file.stream(` /Length1 ${program.length}`, program, { compress: false });
  const descriptor = file.object(
    `<< /Type /FontDescriptor /FontName /${font.name} /Flags 4 /FontBBox [${font.bbox.map(scale).join(' ')}] ` +
      `/ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} ` +
      `/CapHeight ${scale(font.capHeight)} /StemV 0 /FontFile2 ${fontFile} 0 R >>`,
  );
  const cidFont = file.object(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${font.name} ` +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ' +
      `/FontDescriptor ${descriptor} 0 R /W ${widths} /CIDToGIDMap /Identity >>`,
  );
  file.object(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${font.name} /Encoding /Identity-H ` +
      `/DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    number,
  );
}

export interface FactBlock {
  title: string;
  rows: ReadonlyArray<readonly [string, string]>;
}
