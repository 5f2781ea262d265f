import { createHash } from 'node:crypto';

/**
 * A generated avatar (no outside avatar service), as SVG in a colour derived from the uid: the
 * user's initials on a disc when there are any, else a symmetric 5×5 pattern. The same uid (and
 * initials) always gets the same picture.
 */
export function avatarSvg(uid: string, initials = ''): string {
  const hash = createHash('sha256').update(uid).digest();
  const hue = (hash[0] * 360) / 256;
  const colour = `hsl(${hue.toFixed(0)} 55% 45%)`;
  const letters = [...initials.replace(/[^\p{L}]/gu, '')].slice(0, 2).join('').toUpperCase();
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 104 104" width="104" height="104">`;
  if (letters) {
    return (
      `${open}<rect width="104" height="104" rx="52" fill="${colour}"/>` +
      `<text x="52" y="63" font-family="sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>`
    );
  }
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if (hash[1 + row * 3 + column] % 2 === 0) continue;
      for (const x of new Set([column, 4 - column])) {
        cells.push(`<rect x="${x * 16 + 12}" y="${row * 16 + 12}" width="16" height="16"/>`);
      }
    }
  }
  return `${open}<rect width="104" height="104" rx="52" fill="#eef2f7"/><g fill="${colour}">${cells.join('')}</g></svg>`;
}

/**
 * A short fingerprint of what the picture shows, put in its URL: a new picture (signed in, new
 * name) gets a new URL, so a cached one is never shown for someone else.
 */
export function avatarVersion(uid: string, initials: string): string {
  return createHash('sha256').update(`${uid}|${initials}`).digest('base64url').slice(0, 10);
}
