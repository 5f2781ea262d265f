import type { ReactNode } from 'react';

/*
 * Logos of the accepted payment methods, drawn inline (no external images). They are simplified
 * marks in the brands' colours, sized as small badges.
 */

function Badge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label={label} className="pay-logo">
      <rect x="0.5" y="0.5" width="59" height="37" rx="6" fill="#fff" stroke="#d7dde7" />
      {children}
    </svg>
  );
}

export function VisaLogo() {
  return (
    <Badge label="Visa">
      <text
        x="30"
        y="25"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="17"
        fontWeight="700"
        fontStyle="italic"
        fill="#1a1f71"
      >
        VISA
      </text>
    </Badge>
  );
}

export function MastercardLogo() {
  return (
    <Badge label="Mastercard">
      <circle cx="24.5" cy="19" r="9" fill="#eb001b" />
      <circle cx="35.5" cy="19" r="9" fill="#f79e1b" />
      <path d="M30 11.9a9 9 0 0 1 0 14.2 9 9 0 0 1 0-14.2z" fill="#ff5f00" />
    </Badge>
  );
}

export function QrPayLogo() {
  return (
    <Badge label="MIA QR">
      <g fill="#0b3d91">
        <rect x="10" y="9" width="8" height="8" rx="1" />
        <rect x="10" y="21" width="8" height="8" rx="1" />
        <rect x="22" y="9" width="8" height="8" rx="1" />
        <rect x="22" y="23" width="3" height="3" />
        <rect x="27" y="26" width="3" height="3" />
      </g>
      <text
        x="45"
        y="24"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#0b3d91"
      >
        MIA
      </text>
    </Badge>
  );
}

export function BankTransferLogo() {
  return (
    <Badge label="Transfer bancar / Bank transfer">
      <g fill="none" stroke="#334155" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M18 15 30 9l12 6z" />
        <path d="M21 17v9M27 17v9M33 17v9M39 17v9M17 28.5h26" />
      </g>
    </Badge>
  );
}

export function OnlineBankingLogo() {
  return (
    <Badge label="Internet banking">
      <g fill="none" stroke="#0f766e" strokeWidth="1.8" strokeLinecap="round">
        <rect x="16" y="10" width="28" height="17" rx="2" />
        <path d="M26 31h8M30 27v4M24 19l4 3 8-7" />
      </g>
    </Badge>
  );
}

/** Every accepted method, for the footer and the pay step. */
export function PaymentLogos() {
  return (
    <div className="pay-logos">
      <VisaLogo />
      <MastercardLogo />
      <QrPayLogo />
      <OnlineBankingLogo />
      <BankTransferLogo />
    </div>
  );
}
