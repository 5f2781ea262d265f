import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';

/*
 * Reading an issued artefact back as its reader would: poppler's pdftotext and pdfsig (Debian's
 * poppler-utils, installed by the test bring-up), pdftoppm's rendering of the page for the QR
 * code (decoded with jsQR), unzip for a .pkpass, and base64url for a Google Wallet link's JWT.
 */

function tool(
  command: string,
  args: string[],
  input?: Buffer,
): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new Error(`${command} is not installed (Debian: apt-get install poppler-utils unzip)`));
          return;
        }
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr: stderr.toString(),
        });
      },
    );
    if (input) child.stdin?.end(input);
  });
}

/** Runs `read` on the bytes written to a temporary file (the poppler tools read files). */
async function withFile<T>(bytes: Uint8Array, extension: string, read: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'asiguro-read-back-'));
  const path = join(dir, `artefact.${extension}`);
  try {
    await writeFile(path, bytes);
    return await read(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext extracts it (UTF-8, reading order). */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, 'pdf', async (path) => {
    const result = await tool('pdftotext', ['-enc', 'UTF-8', path, '-']);
    if (result.code !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout.toString('utf8');
  });
}

export interface PdfSignature {
  /** pdfsig says the signature is valid and covers the whole document. */
  valid: boolean;
  signer?: string;
  reason?: string;
  output: string;
}

/** The PDF's signature as pdfsig verifies it (no OCSP: the sandbox's certificate is self-issued). */
export function pdfSignature(pdf: Uint8Array): Promise<PdfSignature> {
  return withFile(pdf, 'pdf', async (path) => {
    const output = (await tool('pdfsig', ['-no-ocsp', path])).stdout.toString('utf8');
    return {
      valid: output.includes('Signature Validation: Signature is Valid.') && output.includes('Total document signed'),
      signer: /Signer Certificate Common Name: (.+)/.exec(output)?.[1]?.trim(),
      reason: /Signature Reason: (.+)/.exec(output)?.[1]?.trim(),
      output,
    };
  });
}

/**
 * The QR code of the first page's title block, decoded: the top third of the page rendered in
 * grey at 150 dpi (about 6 pixels a module), cropped because decoding a whole page takes seconds.
 */
export function pdfQrCode(pdf: Uint8Array): Promise<string | undefined> {
  return withFile(pdf, 'pdf', async (path) => {
    const args = ['-r', '150', '-f', '1', '-l', '1', '-x', '0', '-y', '0', '-W', '1240', '-H', '585', '-gray', path];
    const pgm = (await tool('pdftoppm', args)).stdout;
    // Binary PGM: "P5\n<width> <height>\n255\n" then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a PGM image');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let index = 0, offset = 0; index < width * height; index += 1, offset += 4) {
      rgba[offset] = rgba[offset + 1] = rgba[offset + 2] = pixels[index];
      rgba[offset + 3] = 255;
    }
    return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data;
  });
}

/** pass.json of an Apple Wallet .pkpass (a zip), as unzip extracts it. */
export function applePassJson(pkpass: Uint8Array): Promise<Record<string, unknown>> {
  return withFile(pkpass, 'pkpass', async (path) => {
    const result = await tool('unzip', ['-p', path, 'pass.json']);
    if (result.code !== 0) throw new Error(`unzip failed: ${result.stderr}`);
    return JSON.parse(result.stdout.toString('utf8')) as Record<string, unknown>;
  });
}

/** The payload of the JWT an "Add to Google Wallet" link carries (https://pay.google.com/gp/v/save/<jwt>). */
export function googleWalletPayload(saveUrl: string): Record<string, unknown> {
  const jwt = saveUrl.slice(saveUrl.lastIndexOf('/') + 1);
  const [, payload] = jwt.split('.');
  if (!payload) throw new Error('not a JWT save link');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
