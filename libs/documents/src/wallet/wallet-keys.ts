/** Apple Wallet signing material: the pass type certificate and Apple's WWDR intermediate. */
export interface AppleWalletKeys {
  /** Pass Type ID, e.g. pass.md.asiguro.policy (APPLE_PASS_TYPE_ID). */
  passTypeIdentifier: string;
  /** Apple developer team id (APPLE_TEAM_ID). */
  teamIdentifier: string;
  signerCertPem: string;
  signerKeyPem: string;
  signerKeyPassphrase?: string;
  wwdrPem: string;
}

/** Google Wallet signing material: the issuer account and a service account key. */
export interface GoogleWalletKeys {
  /** Numeric issuer id of the Google Wallet console (GOOGLE_WALLET_ISSUER_ID). */
  issuerId: string;
  serviceAccountEmail: string;
  privateKeyId: string;
  privateKeyPem: string;
  /** Public key of the service account, to verify links (development and tests). */
  publicKeyPem?: string;
}

export interface WalletKeys {
  apple: AppleWalletKeys;
  google: GoogleWalletKeys;
}
