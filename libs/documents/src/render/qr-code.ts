import QRCode from 'qrcode';

/** A QR code as PNG bytes; medium error correction survives print and a crumpled page. */
export async function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 6 });
}
