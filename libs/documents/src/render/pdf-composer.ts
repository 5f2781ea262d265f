import { PDFDocument, PDFFont, PDFImage, PDFPage, rgb, type RGB } from 'pdf-lib';
import { cachingFontkit, dejaVuSans } from './fonts';

/** A4 in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 50;
const HEADER_HEIGHT = 62;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

const BRAND = rgb(0.05, 0.27, 0.47);
const INK = rgb(0.12, 0.13, 0.15);
const MUTED = rgb(0.4, 0.42, 0.46);
const RULE = rgb(0.78, 0.8, 0.84);
const LABEL_FILL = rgb(0.95, 0.96, 0.975);
const HEAD_FILL = rgb(0.9, 0.93, 0.96);

const BODY = 9.5;
const SMALL = 7.5;
const CELL_PAD = 3.5;
const FACT_LEADING = 12;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
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

/**
 * A small layout engine over pdf-lib: a cursor that flows text, fact tables and boxes down A4
 * pages, breaks pages when space runs out, and stamps the header and footer on every page at the
 * end (the footer carries "page i of n", known only then). Every renderer composes with it, so
 * all documents share one look.
 */
export class PdfComposer {
  private page!: PDFPage;
  private y = 0;
  private readonly bottom: number;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly frame: PageFrame,
  ) {
    const footerLines = frame.footer.flatMap((line) => this.wrap(line, CONTENT_WIDTH, SMALL, false));
    this.bottom = 36 + (footerLines.length + 1) * (SMALL + 3) + 12;
    this.newPage();
  }

  /** A new document with DejaVu Sans regular and bold embedded as subsets. */
  static async create(frame: PageFrame): Promise<PdfComposer> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(cachingFontkit);
    const files = dejaVuSans();
    const regular = await doc.embedFont(files.regular, { subset: true, customName: 'DejaVuSans' });
    const bold = await doc.embedFont(files.bold, { subset: true, customName: 'DejaVuSans-Bold' });
    return new PdfComposer(doc, regular, bold, frame);
  }

  get contentWidth(): number {
    return CONTENT_WIDTH;
  }

  /** Width of a line of body text, in points. */
  textWidth(text: string, size = BODY, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(text, size);
  }

  /**
   * Splits text into lines that fit `width`; words longer than a line (URLs) are cut. Widths are
   * summed per word from a cache, since shaping a whole candidate line for every word made
   * wrapping the slowest part of rendering.
   */
  wrap(text: string, width: number, size = BODY, bold = false): string[] {
    const space = this.measure(' ', size, bold);
    const limit = width - 0.5;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        const wordWidth = this.measure(word, size, bold);
        const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
        if (candidateWidth <= limit) {
          line = line ? `${line} ${word}` : word;
          lineWidth = candidateWidth;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (this.measure(rest, size, bold) > limit) {
          let cut = rest.length - 1;
          while (cut > 1 && this.measure(rest.slice(0, cut), size, bold) > limit) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
        lineWidth = this.measure(rest, size, bold);
      }
      lines.push(line);
    }
    return lines;
  }

  private readonly widths = new Map<string, number>();

  private measure(text: string, size: number, bold: boolean): number {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let unit = this.widths.get(key);
    if (unit === undefined) {
      unit = (bold ? this.bold : this.regular).widthOfTextAtSize(text, 1000);
      this.widths.set(key, unit);
    }
    return (unit * size) / 1000;
  }

  /** Starts a new page when less than `height` is left. */
  ensureSpace(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  spacer(height = 8): void {
    this.y -= height;
  }

  /** The document title, its number line, and an optional QR code at the right. */
  title(title: string, subtitle: string, qr?: { image: PDFImage; caption: string }): void {
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
      this.page.drawImage(qr.image, { x, y: top - qrSize - 2, width: qrSize, height: qrSize });
      let captionY = top - qrSize - 4;
      for (const line of this.wrap(qr.caption, qrSize + 10, 6.5, false)) {
        captionY -= 8;
        const lineWidth = this.regular.widthOfTextAtSize(line, 6.5);
        this.draw(line, x + (qrSize - lineWidth) / 2, captionY, { size: 6.5, color: MUTED });
      }
      this.y = Math.min(this.y, captionY);
    }
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN_X, y: this.y },
      thickness: 1.2,
      color: BRAND,
    });
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
      this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: labelWidth, height, color: LABEL_FILL });
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
      this.page.drawRectangle({ x, y: top - 20, width, height: 20, color: HEAD_FILL });
      this.draw(block.title, x + CELL_PAD, top - 14, { bold: true, color: BRAND, size: BODY });
      this.page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.8 });
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
        this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: CONTENT_WIDTH, height, color: HEAD_FILL });
      }
      let x = MARGIN_X;
      lines.forEach((cellLines, index) => {
        cellLines.forEach((line, lineIndex) => {
          const font = header ? this.bold : this.regular;
          const lineWidth = font.widthOfTextAtSize(line, size);
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
    const rightWidth = this.bold.widthOfTextAtSize(rightHeader, BODY - 1);
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
      this.page.drawRectangle({ x: MARGIN_X + 12, y: boxY, width: 9, height: 9, borderColor: INK, borderWidth: 0.7 });
      this.page.drawRectangle({
        x: MARGIN_X + CONTENT_WIDTH - 21,
        y: boxY,
        width: 9,
        height: 9,
        borderColor: INK,
        borderWidth: 0.7,
      });
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
      this.page.drawRectangle({ x, y: top - 14 - height, width, height, borderColor: RULE, borderWidth: 0.8 });
    });
    this.y = top - 14 - height - 10;
  }

  /** A bold total line aligned right, e.g. "Total due: 1 276,00 MDL". */
  total(label: string, value: string): void {
    this.ensureSpace(24);
    const text = `${label}: ${value}`;
    const width = this.bold.widthOfTextAtSize(text, 12);
    this.y -= 16;
    this.draw(text, MARGIN_X + CONTENT_WIDTH - width, this.y, { size: 12, bold: true, color: BRAND });
    this.y -= 8;
  }

  /** Stamps header and footer on every page; call once, after the content. */
  finish(): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(this.frame.brand, { x: MARGIN_X, y: PAGE_HEIGHT - 40, size: 12, font: this.bold, color: BRAND });
      const partnerWidth = this.regular.widthOfTextAtSize(this.frame.partner, 9);
      page.drawText(this.frame.partner, {
        x: PAGE_WIDTH - MARGIN_X - partnerWidth,
        y: PAGE_HEIGHT - 39,
        size: 9,
        font: this.regular,
        color: MUTED,
      });
      page.drawLine({
        start: { x: MARGIN_X, y: PAGE_HEIGHT - 48 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: PAGE_HEIGHT - 48 },
        thickness: 0.6,
        color: RULE,
      });
      const lines = this.frame.footer.flatMap((line) => this.wrap(line, CONTENT_WIDTH, SMALL, false));
      let y = this.bottom - 12;
      page.drawLine({ start: { x: MARGIN_X, y }, end: { x: PAGE_WIDTH - MARGIN_X, y }, thickness: 0.6, color: RULE });
      for (const line of lines) {
        y -= SMALL + 3;
        page.drawText(line, { x: MARGIN_X, y, size: SMALL, font: this.regular, color: MUTED });
      }
      const label = this.frame.pageLabel(index + 1, pages.length);
      const labelWidth = this.regular.widthOfTextAtSize(label, SMALL);
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN_X - labelWidth,
        y: y - SMALL - 3,
        size: SMALL,
        font: this.regular,
        color: MUTED,
      });
    });
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - HEADER_HEIGHT;
  }

  private rule(y: number, from: number, to: number): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: RULE });
  }

  private draw(text: string, x: number, y: number, style: TextStyle): void {
    if (!text) return;
    this.page.drawText(text, {
      x,
      y,
      size: style.size ?? BODY,
      font: style.bold ? this.bold : this.regular,
      color: style.color ?? INK,
    });
  }
}

export interface FactBlock {
  title: string;
  rows: ReadonlyArray<readonly [string, string]>;
}
