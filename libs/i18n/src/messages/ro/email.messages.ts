/** The customer e-mails (services/worker notifications): the documents e-mail and the renewal reminder. */
export const roEmail = {
  'completed.subject': 'Comanda {number}: documentele sunt gata',
  'completed.greeting': 'Bună ziua,',
  'completed.issued': 'Polița pentru comanda {number} a fost emisă și semnată electronic.',
  'completed.issuedVignette': 'Certificatul de vinietă pentru comanda {number} a fost emis de emitentul său.',
  'completed.labels.number': 'Număr poliță / certificat',
  'completed.labels.issuer': 'Emitent',
  'completed.labels.valid': 'Valabilă',
  'completed.labels.liabilityStart': 'Începutul răspunderii',
  'completed.labels.paid': 'Achitat',
  'completed.attached':
    '{count, plural, one {Găsiți atașat un document PDF.} few {Găsiți atașate # documente PDF.} other {Găsiți atașate # de documente PDF.}}',
  'completed.addonsTitle': 'Servicii suplimentare:',
  'completed.addonIssued': '{name}: {number}',
  'completed.addonRefunded':
    '{name}: nu a putut fi emis de emitentul său; suma de {amount} vă va fi restituită prin aceeași metodă de plată.',
  'completed.follow': 'Urmăriți comanda și descărcați documentele oricând:',
  'completed.walletIntro': 'Adăugați polița în portofelul telefonului:',
  'completed.walletOnOrderPage': 'Puteți adăuga polița în Apple Wallet sau Google Wallet de pe pagina comenzii.',
  'completed.addToAppleWallet': 'Adăugați în Apple Wallet',
  'completed.addToGoogleWallet': 'Adăugați în Google Wallet',
  'completed.signature': 'Cu stimă,\nEchipa Asiguro',
  'renewal.subject': '{vignette, select, yes {Certificatul de vinietă} other {Polița}} {number} expiră în curând',
  'renewal.body':
    'Bună ziua,\n\n{vignette, select, yes {Certificatul de vinietă} other {Polița}} {number} expiră la {validTo}. {vignette, select, yes {Reînnoiți-l} other {Reînnoiți-o}} în câteva minute, cu datele deja completate: {link}\n',
  signature: '\nCu stimă,\nEchipa Asiguro',
};
