import type { TranslationOf } from '../message';
import type { roEmail } from '../ro/email.messages';

export const enEmail: TranslationOf<typeof roEmail> = {
  'completed.subject': 'Order {number}: your documents are ready',
  'completed.greeting': 'Hello,',
  'completed.issued': 'The policy of order {number} has been issued and electronically signed.',
  'completed.issuedVignette': 'The vignette certificate of order {number} has been issued by its issuer.',
  'completed.labels.number': 'Policy / certificate number',
  'completed.labels.issuer': 'Issuer',
  'completed.labels.valid': 'Valid',
  'completed.labels.liabilityStart': 'Liability starts',
  'completed.labels.paid': 'Paid',
  'completed.attached': '{count, plural, one {One PDF document is attached.} other {# PDF documents are attached.}}',
  'completed.addonsTitle': 'Add-ons:',
  'completed.addonIssued': '{name}: {number}',
  'completed.addonRefunded':
    '{name}: its issuer could not issue it; {amount} is being refunded to the same payment method.',
  'completed.follow': 'Follow the order and download the documents at any time:',
  'completed.walletIntro': 'Add the policy to your phone’s wallet:',
  'completed.walletOnOrderPage': 'You can add the policy to Apple Wallet or Google Wallet from the order page.',
  'completed.addToAppleWallet': 'Add to Apple Wallet',
  'completed.addToGoogleWallet': 'Add to Google Wallet',
  'completed.signature': 'Kind regards,\nThe Asiguro team',
  'renewal.subject': '{vignette, select, yes {Vignette} other {Policy}} {number} ends soon',
  'renewal.body':
    'Hello,\n\n{vignette, select, yes {Vignette} other {Policy}} {number} ends on {validTo}. Renew it in a few minutes, with your details already filled in: {link}\n',
  signature: '\nKind regards,\nThe Asiguro team',
};
