/**
 * The company's public contact details. They match the API's SUPPORT_PHONE and SUPPORT_EMAIL
 * defaults; a deployment with other values sets VITE_SUPPORT_PHONE / VITE_SUPPORT_EMAIL at build.
 */
export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE || '+373 22 000 000';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@asiguro.md';

/** The phone number as a tel: link (digits and the leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/asiguro.md' },
  { name: 'Instagram', href: 'https://www.instagram.com/asiguro.md' },
  { name: 'Telegram', href: 'https://t.me/asiguro_md' },
] as const;
