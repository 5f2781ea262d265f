import { enStorefront as en } from '../../../../libs/i18n/src/messages/en/storefront.messages';
import { roStorefront as ro } from '../../../../libs/i18n/src/messages/ro/storefront.messages';
import { ruStorefront as ru } from '../../../../libs/i18n/src/messages/ru/storefront.messages';
import type { StorefrontTexts } from '../../i18n/texts';
import { checkWords, issuingWords } from './issuing-words';

const LANGUAGES: [string, StorefrontTexts, RegExp][] = [
  ['ro', ro as StorefrontTexts, /poli[țt]|asigur[ăa]tor/i],
  ['ru', ru as StorefrontTexts, /полис|страховщик/i],
  ['en', en as StorefrontTexts, /policy|insurer/i],
];

describe(issuingWords.name, () => {
  it.each(LANGUAGES)(
    'names a vignette a certificate from its issuer in %s, everywhere the order page says it',
    (_, texts, policyWords) => {
      const words = issuingWords(texts, 'vignette:ro');
      const said = [
        ...Object.values(words.steps),
        ...Object.values(words.now),
        words.policy,
        words.insurer,
        words.titles.failed,
        words.messages.failed,
        words.messages.canceled,
        words.documentKinds.policy,
        words.walletTitle,
        checkWords(texts, 'vignette:md').insurer,
      ];
      // Placeholders ({insurer}) are names for the code, not words the customer reads.
      expect(said.filter((text) => policyWords.test(String(text).replace(/\{\w+\}/g, '')))).toEqual([]);
    },
  );

  it('keeps the policy words for an insurer’s product', () => {
    expect(issuingWords(ro as StorefrontTexts, 'rca').walletTitle).toBe(ro.issuing.walletTitle);
    expect(issuingWords(ro as StorefrontTexts, 'rca').policy).toBe(ro.issuing.policy);
  });
});
