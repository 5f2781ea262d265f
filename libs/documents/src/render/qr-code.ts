import QRCode from 'qrcode';

/** A QR code's modules: `dark(row, column)` for a square `size` modules wide. */
export interface QrCode {
  size: number;
  dark(row: number, column: number): boolean;
}

/**
 * A QR code of a text; medium error correction survives print and a crumpled page. The page
 * draws its dark modules as filled squares (no image to encode or decode, sharp at any zoom).
 */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}
