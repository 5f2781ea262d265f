/* The e-mails' words are the catalogue's `email` namespace (libs/i18n, read with `emailText`). */

/** What the documents e-mail states of the policy (days in Chișinău, the last inclusive). */
export interface PolicyFacts {
  number: string;
  issuer: string;
  from: string;
  to: string;
  /** dd.mm.yyyy HH:mm, for policies (certificates have none). */
  liabilityStart?: string;
  paid: string;
  /** A vignette: a certificate from its issuer, not an insurer's policy (the e-mail says so). */
  vignette?: boolean;
}

/** An add-on of the order as the documents e-mail states it: issued with its number, or refunded. */
export interface AddonFact {
  name: string;
  number: string | null;
  /** The share given back, formatted, when the add-on could not be issued. */
  refunded: string | null;
}
