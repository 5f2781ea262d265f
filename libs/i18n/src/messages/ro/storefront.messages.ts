/**
 * The `storefront` namespace in Romanian, the reference language: ru and en must have exactly the
 * same keys (checked by the compiler through `TranslationOf` and by completeness.spec.ts). Texts
 * shared with the server (errors, validation, field labels, statuses) are the server's namespaces.
 * ICU messages: placeholders are `{name}`, counted texts `{count, plural, …}`.
 */
export const roStorefront = {
  meta: {
    brand: 'Asiguro',
    homeTitle: 'Asiguro — asigurări online în Moldova',
    titleSuffix: 'Asiguro',
    description:
      'Comparați ofertele asigurătorilor din Moldova, plătiți online și primiți polița semnată electronic în câteva minute.',
    productDescription:
      '{product}: {subtitle}. Comparați ofertele asigurătorilor din Moldova, plătiți online și primiți polița semnată electronic în câteva minute.',
    productDescriptionVignette:
      '{product}: {subtitle}. Cumpărați online, la tariful oficial, și primiți certificatul emis de emitent în câteva minute.',
    termsDescription:
      'Condițiile în care Asiguro intermediază asigurări online: comenzi, plăți, emiterea polițelor și rambursări.',
    privacyDescription: 'Ce date personale prelucrează Asiguro, de ce, cât timp le păstrează și ce drepturi aveți.',
    home: 'Acasă',
  },
  a11y: {
    skipToContent: 'Salt la conținut',
    openMenu: 'Deschideți meniul',
    closeMenu: 'Închideți meniul',
    language: 'Limba',
    loading: 'Se încarcă…',
    mainNavigation: 'Navigare principală',
    breadcrumbs: 'Cale de navigare',
    newWindow: '(se deschide într-o fereastră nouă)',
  },
  languages: { ro: 'Română', ru: 'Русский', en: 'English' },
  nav: {
    home: 'Acasă',
    blog: 'Blog',
    contact: 'Contact',
    myAccount: 'Contul meu',
    callUs: 'Sunați-ne',
  },
  footer: {
    insurances: 'Asigurări',
    about: 'Despre noi',
    legal: 'Informații legale',
    contact: 'Contact',
    blog: 'Blog',
    faq: 'Întrebări frecvente',
    terms: 'Termeni și condiții',
    privacy: 'Confidențialitate',
    social: 'Rețele sociale',
    payments: 'Metode de plată acceptate',
    legalLine:
      'Asiguro S.R.L. · intermediar în asigurări supravegheat de Banca Națională a Moldovei · Chișinău, str. București 67',
    rights: '© {year} Asiguro. Toate drepturile rezervate.',
    tagline: 'Comparăm ofertele majorității companiilor de asigurări din Moldova.',
  },
  common: {
    from: 'de la',
    continue: 'Continuați',
    back: 'Înapoi',
    close: 'Închideți',
    retry: 'Încercați din nou',
    add: 'Adăugați',
    remove: 'Eliminați',
    yes: 'Da',
    no: 'Nu',
    optional: 'opțional',
    required: 'obligatoriu',
    loading: 'Se încarcă…',
    days: '{count, plural, one {{count} zi} few {{count} zile} other {{count} de zile}}',
    months: '{count, plural, one {{count} lună} few {{count} luni} other {{count} de luni}}',
    supportLine: 'Aveți nevoie de ajutor? Sunați la {phone} sau scrieți la {email}.',
    datePlaceholder: 'zz.ll.aaaa',
    datePicker: {
      open: 'Alegeți data din calendar',
      previousMonth: 'Luna precedentă',
      nextMonth: 'Luna următoare',
      close: 'Închideți calendarul',
      keys: 'Săgețile mută ziua, Page Up și Page Down schimbă luna, Enter alege ziua, Esc închide.',
    },
  },
  home: {
    title: 'Asigurări',
    subtitle: 'Simplu. Rapid. Online.',
    lead: 'Comparăm ofertele majorității companiilor de asigurări din Moldova. Alegeți prețul potrivit, plătiți online și primiți polița semnată electronic în câteva minute.',
    cardAction: 'Calculați',
    trustInsurers:
      '{count, plural, one {Oferte de la {count} asigurător licențiat} few {Oferte de la {count} asigurători licențiați} other {Oferte de la {count} de asigurători licențiați}}',
    trust: ['Poliță semnată electronic, valabilă imediat', 'Plată cu cardul, online sau din aplicația băncii'],
    promotionsTitle: 'Promoții',
    promotions: [
      {
        title: 'RCA pentru 12 luni, fără drumuri la oficiu',
        text: 'Introduceți numărul certificatului de înmatriculare, comparați prețurile tuturor asigurătorilor și plătiți online. Polița ajunge pe e-mail.',
        action: 'Calculați RCA',
      },
      {
        title: 'Carte Verde pentru vacanța în Europa',
        text: 'Plecați cu mașina peste hotare? Carte Verde de 15 zile se emite în aproximativ un minut, iar prețul este cel oficial.',
        action: 'Alegeți Carte Verde',
      },
      {
        title: 'Rovinieta pentru România, direct de acasă',
        text: 'Cumpărați rovinieta înainte de a ajunge la vamă și treceți granița fără cozi.',
        action: 'Cumpărați rovinieta',
      },
    ],
    destinationsTitle: 'Destinații populare',
    destinationsLead: 'Asigurare medicală de călătorie pentru 15 zile, pentru o persoană.',
    destinations: {
      europe: { title: 'Europa', note: '15 zile, acoperire 30 000 EUR, valabilă pentru viză Schengen' },
      ukraine: { title: 'Ucraina', note: '15 zile, acoperire 10 000 EUR' },
    },
    destinationAction: 'Vedeți ofertele',
    howTitle: 'Cum funcționează',
    how: [
      {
        title: 'Completați datele',
        text: 'Câteva câmpuri despre dumneavoastră, vehicul sau călătorie. Salvăm totul automat.',
      },
      {
        title: 'Comparați ofertele',
        text: 'Vedeți prețul, acoperirea și extraopțiunile fiecărui asigurător, una lângă alta.',
      },
      {
        title: 'Plătiți și primiți polița',
        text: 'Plata este securizată. Documentele semnate electronic sunt gata în 1–3 minute.',
      },
    ],
    ratesTitle: 'Cursul oficial de azi',
    ratesNote: 'Cursul BNM din {date}',
    ratesFallback: 'Cursul de azi nu este încă publicat; folosim ultimul curs disponibil.',
  },
  product: {
    start: 'Începeți calculul',
    terms: 'Condițiile de asigurare',
    insurersTitle: 'Asigurători parteneri',
    issuingTime:
      '{count, plural, one {Emitere în aproximativ {count} minut} few {Emitere în aproximativ {count} minute} other {Emitere în aproximativ {count} de minute}}',
    documentsTitle: 'Ce documente primiți',
    termsTitle: 'Condițiile de asigurare: {product}',
    termsLead:
      'Mai jos sunt principalele condiții ale acestui tip de asigurare. Contractul complet al asigurătorului ales este trimis împreună cu polița.',
    termsPoints: [
      'Asigurarea intră în vigoare la data indicată în poliță, după achitarea integrală a primei.',
      'Polița este semnată electronic de asigurător și are aceeași valoare ca una pe hârtie.',
      'Prețul se fixează la confirmarea comenzii, la cursul oficial al zilei.',
      'Puteți renunța la o comandă neachitată oricând; comenzile neachitate expiră la sfârșitul zilei.',
      'Pentru daune contactați asigurătorul indicat în poliță; numărul de telefon este pe document.',
    ],
    insurerTitle: '{product} — {insurer}',
    insurerLead: 'Calculați prețul la {insurer} și cumpărați polița online, semnată electronic.',
    priceIn: 'Prețul asigurătorului este în {currency}; plătiți în lei, la cursul oficial BNM.',
    priceInState: 'Tariful oficial este în {currency}; plătiți în lei, la cursul oficial BNM.',
  },
  /** The product page's information under the order form: cover, issuers, issuing time, checks, FAQ. */
  productInfo: {
    coversTitle: 'Ce acoperă',
    coversTitleState: 'Ce include',
    insurersTitle: 'Asigurătorii care o vând prin Asiguro',
    issuersTitle: 'Cine o emite',
    issuingTitle: 'Cât durează emiterea',
    issuingAutomatic:
      '{count, plural, one {Se emite automat, în aproximativ {count} minut după plată. Documentele semnate electronic ajung pe e-mail și pe pagina comenzii.} few {Se emite automat, în aproximativ {count} minute după plată. Documentele semnate electronic ajung pe e-mail și pe pagina comenzii.} other {Se emite automat, în aproximativ {count} de minute după plată. Documentele semnate electronic ajung pe e-mail și pe pagina comenzii.}}',
    issuingAutomaticFirst:
      '{count, plural, one {De regulă se emite automat, în aproximativ {count} minut după plată.} few {De regulă se emite automat, în aproximativ {count} minute după plată.} other {De regulă se emite automat, în aproximativ {count} de minute după plată.}}',
    issuingByPerson:
      'Când sistemul emitentului nu o emite automat, o emite o persoană: un operator Asiguro, în portalul emitentului, în cel mult {minutes} de minute, zilnic între {opens} și {closes}. O comandă achitată în afara acestui program este emisă a doua zi dimineață, până la {morning}; pagina comenzii vă spune ora exactă.',
    verifyTitle: 'Cum vă verificați polița',
    verifyOwn:
      'Pe pagina {check} a Asiguro, după numărul poliței sau prin codul QR de pe document, oricine vede dacă polița este valabilă și până când.',
    checkLink: 'Verificarea poliței',
    verify: {
      rca: [
        'Fiecare poliță RCA este înregistrată în sistemul informațional de stat RCA Data; asigurarea începe numai după înregistrare și achitare.',
        'Poliția rutieră și asigurătorii verifică polița în RCA Data după numărul de înmatriculare al vehiculului, așa că nu este nevoie de hârtie.',
      ],
      'green-card': [
        'Cartea Verde este emisă în sistemul internațional Carte Verde; în Republica Moldova biroul național al sistemului este Biroul Național al Asigurătorilor de Autovehicule (BNAA).',
        'La frontieră sau după un accident în străinătate, biroul țării respective confirmă polița prin BNAA; arătați Cartea Verde pe telefon sau tipărită.',
      ],
    },
    faqTitle: 'Întrebări despre {product}',
    lines: {
      'road-tax': {
        covers: [
          'Taxa anuală pentru folosirea drumurilor, pentru vehiculele înmatriculate în Republica Moldova.',
          'Suma calculată după Codul fiscal (de exemplu, după capacitatea motorului) pentru anul în curs.',
          'Confirmarea plății, cerută la testarea tehnică și la înmatriculare.',
        ],
        faq: [
          {
            q: 'Cine plătește taxa de drum?',
            a: 'Proprietarii vehiculelor înmatriculate în Moldova; unele vehicule și persoane sunt scutite prin lege.',
          },
          {
            q: 'Vehiculele electrice plătesc taxa?',
            a: 'Nu, Serviciul Fiscal de Stat nu aplică taxa vehiculelor electrice.',
          },
          {
            q: 'Ce primesc după plată?',
            a: 'Confirmarea achitării taxei, semnată electronic, pe e-mail și pe pagina comenzii.',
          },
        ],
      },
      'vignette:ro': {
        covers: [
          'Dreptul de a circula pe drumurile naționale din România, pentru vehiculele înmatriculate în Moldova sau în Ucraina.',
          'Categoria A (autoturisme) și categoriile B–F (vehicule de marfă), pentru 1, 7, 10, 30 sau 60 de zile sau 12 luni, după categorie.',
          'Tariful oficial în euro, achitat în lei la cursul BNM; certificatul este emis de CNAIR, în sistemul e-rovinieta.',
        ],
        faq: [
          {
            q: 'Cine emite rovinieta?',
            a: 'Emitentul este CNAIR (sistemul e-rovinieta). Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
          },
          {
            q: 'Cu cât timp înainte o pot cumpăra?',
            a: 'Cu cel mult 30 de zile înainte de prima zi de valabilitate.',
          },
          {
            q: 'Trebuie să o lipesc pe parbriz?',
            a: 'Nu. Rovinieta este electronică, legată de numărul de înmatriculare; păstrați certificatul pentru un control.',
          },
        ],
      },
      'vignette:md': {
        covers: [
          'Dreptul de a circula pe drumurile Republicii Moldova, pentru vehiculele înmatriculate în străinătate.',
          'Categoriile M1 (autoturisme) până la N3 (camioane), pentru perioada aleasă.',
          'Tariful oficial în euro, achitat în lei la cursul BNM; certificatul este emis în sistemul de stat e-vinieta.',
        ],
        faq: [
          {
            q: 'Cine are nevoie de vinieta Moldovei?',
            a: 'Vehiculele înmatriculate în alte țări. Vehiculele înmatriculate în Moldova plătesc taxa de drum anuală.',
          },
          {
            q: 'Cine emite vinieta?',
            a: 'Emitentul este sistemul de stat e-vinieta. Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
          },
          {
            q: 'Cum arăt vinieta la frontieră?',
            a: 'Vinieta este electronică, legată de numărul de înmatriculare; arătați certificatul pe telefon sau tipărit.',
          },
        ],
      },
      'vignette:hu': {
        covers: [
          'Dreptul de a circula pe autostrăzile din Ungaria (e-matrica), pentru vehiculele de cel mult 3,5 t.',
          'Vinietă de o zi, de 10 zile, lunară sau anuală.',
          'Tariful oficial, achitat în lei la cursul BNM; certificatul este emis de operatorul național maghiar de taxe rutiere.',
        ],
        faq: [
          {
            q: 'Cât este valabilă vinieta „săptămânală”?',
            a: '10 zile consecutive. Cea lunară este valabilă până la aceeași dată a lunii următoare, iar cea anuală până la 31 ianuarie a anului următor.',
          },
          {
            q: 'Camioanele au nevoie de e-matrica?',
            a: 'Nu. Vehiculele de peste 3,5 t plătesc taxa HU-GO, după distanță.',
          },
          {
            q: 'Cine emite vinieta?',
            a: 'Operatorul național maghiar (e-matrica). Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
          },
        ],
      },
      'vignette:bg': {
        covers: [
          'Dreptul de a circula pe drumurile naționale din Bulgaria, pentru autoturisme și furgonete de cel mult 3,5 t.',
          'Vinietă de weekend, săptămânală, lunară, trimestrială sau anuală.',
          'Tariful oficial, achitat în lei la cursul BNM; certificatul este emis în sistemul BG Toll.',
        ],
        faq: [
          {
            q: 'Cu cât timp înainte o pot cumpăra?',
            a: 'Cu cel mult 30 de zile înainte de prima zi de valabilitate.',
          },
          {
            q: 'Remorca are nevoie de vinietă separată?',
            a: 'Da, când ansamblul depășește 3,5 t.',
          },
          {
            q: 'Cine emite vinieta?',
            a: 'Sistemul BG Toll. Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
          },
        ],
      },
    },
  },
  order: {
    stepOf: 'Pasul {current} din {total}',
    next: 'Continuați',
    back: 'Înapoi',
    toOffers: 'Vedeți ofertele',
    stepsLabel: 'Pașii comenzii',
    stepOffers: 'Oferte',
    stepConfirm: 'Confirmare',
    stepPay: 'Plată',
    fixErrors: 'Verificați câmpurile marcate.',
    chooseOption: 'Alegeți',
    addPerson: 'Adăugați o persoană',
    removePerson: 'Eliminați persoana',
    person: 'Persoana {index}',
    firstValidStart: 'Începeți asigurarea pe {value}',
    firstValid: 'Folosiți {value}',
    contractorFromTraveller: 'Contractantul este {name} (persoana 1)',
    contractorIsTraveller: 'Contractantul este {name}, persoana asigurată 1.',
    renewalFailed:
      'Nu am putut deschide comanda anterioară, așa că formularul începe gol. Completați-l sau intrați în cont ca să o reînnoiți din Contul meu.',
    registry: {
      ownerCode: 'IDNP sau IDNO al proprietarului',
      ownerCodeHint: 'Cu el vă arătăm vehiculul din registru și completăm ce știe registrul.',
      notFound: 'Registrul nu are un vehicul cu acest certificat pentru acest proprietar. Verificați ambele numere.',
      bonusMalusDiscount: 'Clasa bonus-malus {class}: reducere de {percent}% la prețul RCA pentru anii fără daune.',
      bonusMalusSurcharge:
        'Clasa bonus-malus {class}: prețul RCA este cu {percent}% mai mare din cauza daunelor anterioare.',
      bonusMalusBase: 'Clasa bonus-malus {class}: clasa de bază, fără reducere și fără majorare.',
      currentPolicyEnds: 'Polița RCA actuală este valabilă până la {end}: cea nouă poate începe la {start}.',
    },
    express: {
      title: 'Comandă expresă',
      lead: 'Folosiți datele unui vehicul din comenzile dumneavoastră anterioare.',
      use: 'Completați cu {plate}',
    },
    offers: {
      title: 'Ofertele pentru dumneavoastră',
      searching: 'Căutăm cele mai bune oferte',
      searchingNote: 'Întrebăm asigurătorii parteneri. Durează câteva secunde.',
      searchingNoteState: 'Cerem tariful oficial emitentului. Durează câteva secunde.',
      count:
        '{count, plural, one {Am găsit {count} ofertă} few {Am găsit {count} oferte} other {Am găsit {count} de oferte}}',
      cheapest: 'Cel mai bun preț',
      price: 'Preț',
      insurer: 'Asigurător',
      coverage: 'Acoperire',
      choose: 'Alegeți oferta',
      chosen: 'Oferta aleasă',
      validUntil: 'Preț valabil până la {time}',
      payable: 'De plată',
      late: 'Unii asigurători nu au răspuns la timp: {insurers}.',
      lateState: 'Emitentul nu a răspuns la timp: {insurers}.',
      extrasTitle: 'Opțiuni suplimentare',
      extrasLead: 'Sunt incluse în prețul ofertei: nu se aleg și nu se plătesc separat.',
      inAll: 'în toate ofertele',
      inSome: 'la {insurers}',
      insurerOnly: 'Vedeți doar oferta {insurer} pe această pagină.',
      allInsurers: 'Comparați cu ofertele tuturor asigurătorilor',
      included: 'inclus',
      notIncluded: 'neinclus',
      changeData: 'Modificați datele',
      compareHint: 'Ofertele sunt ordonate de la cea mai ieftină.',
      commonTitle: 'Inclus în toate ofertele',
      officialTariff: 'Tarif oficial {tariff}, achitat în lei la cursul oficial BNM din {date}: {rate}',
    },
    addons: {
      title: 'Adăugați la aceeași comandă',
      lead: 'Se achită o singură dată, împreună cu polița; fiecare produs este emis de emitentul său.',
      apply: 'Adăugați și recalculați ofertele',
      saving: 'Actualizăm comanda…',
      total: 'Total cu produsele adăugate',
    },
    charges: {
      premium: 'Prima de asigurare',
      statePrice: 'Prețul de stat',
      serviceFee: 'Comisionul de serviciu Asiguro',
      total: 'Total de plată',
      conversion: '{amount} la cursul oficial {rate} lei din {date}',
    },
    confirm: {
      title: 'Confirmați comanda',
      lead: 'Verificați oferta aleasă și datele de contact. Prețul se fixează după confirmare.',
      contactTitle: 'Date de contact',
      phoneHint: 'Vă sunăm doar dacă este o problemă cu polița.',
      emailHint: 'Trimitem documentele și pe e-mail.',
      emailTypo: 'Ați vrut să scrieți {email}?',
      emailTypoAccept: 'Da, corectați adresa',
      payerTitle: 'Cine plătește',
      payerIndividual: 'Persoană fizică',
      payerCompany: 'Companie',
      payerIsContractor: 'Plătitorul este contractantul: {who}.',
      companyLookup: 'Căutați după IDNO',
      companyFound: 'Companie găsită: {name}',
      eFactura: 'Doresc factură fiscală în e-Factura',
      consentsTitle: 'Acorduri',
      consentTerms: 'Am citit și sunt de acord cu {terms}',
      termsLink: 'termenii și condițiile',
      consentPersonalData: 'Sunt de acord cu prelucrarea datelor cu caracter personal conform {privacy}',
      privacyLink: 'politicii de confidențialitate',
      consentInsuredInMoldova: 'Confirm că persoanele asigurate se află în Republica Moldova la data plății',
      submit: 'Confirmați și plătiți',
      total: 'Total de plată',
      summary: 'Rezumatul comenzii',
      change: 'Modificați',
      period: 'Asigurat de la {from} până la {to} inclusiv',
      coverTitle: 'Acoperire și opțiuni incluse',
      chargesTitle: 'Costuri',
      number: 'Comanda nr. {number}',
      registryVehicle: 'Vehicul',
      registryPlate: 'Număr de înmatriculare',
      registryVin: 'VIN',
      addonsTitle: 'Produse adăugate',
    },
    pay: {
      title: 'Alegeți metoda de plată',
      lead: 'Plata este procesată de furnizori autorizați. Nu vedem și nu păstrăm datele cardului.',
      methods: {
        card: { title: 'Card bancar', text: 'Visa, Mastercard. Cu confirmare 3-D Secure, dacă banca o cere.' },
        online: { title: 'Plată online', text: 'Internet banking sau terminale de plată.' },
        mobile: { title: 'Aplicația băncii', text: 'Scanați codul QR și confirmați plata în aplicația băncii.' },
        'wire-transfer': { title: 'Transfer bancar', text: 'Pentru companii: primiți o factură de plată.' },
      },
      submit: 'Plătiți {amount}',
      redirecting: 'Vă trimitem la pagina de plată…',
      invoiceTitle: 'Factura pentru transfer bancar',
      invoiceNumber: 'Număr factură',
      beneficiary: 'Beneficiar',
      iban: 'IBAN',
      idno: 'IDNO',
      amount: 'Suma',
      invoiceNote: 'Indicați numărul facturii în destinația plății. Polița se emite după ce primim banii.',
      declined: 'Plata nu a trecut. Puteți încerca din nou sau alege altă metodă.',
      expiresAt: 'Comanda trebuie achitată până la {time}.',
      billTitle: 'Ați plătit deja la un terminal sau în bancă?',
      billHint: 'Introduceți numărul bonului sau al tranzacției și confirmăm plata la furnizor.',
      billSubmit: 'Confirmați plata',
      /** What the bill form says for each answer of payorder but a decline (errors.transaction-declined). */
      billOutcome: {
        applied: 'Plata a fost confirmată. Emitem polița.',
        duplicate: 'Această plată este deja înregistrată.',
        pending: 'Furnizorul nu a confirmat încă această plată. Încercați din nou peste câteva minute.',
        refunding: 'Plata a sosit după ce comanda nu mai putea fi achitată; banii vă vor fi returnați.',
      },
    },
  },
  offerTerms: {
    limits: {
      medicalExpenses: 'Cheltuieli medicale',
      dentalEmergency: 'Urgențe stomatologice',
      pregnancyComplications: 'Complicații ale sarcinii',
      tripCancellation: 'Anularea călătoriei',
      covid: 'COVID-19',
      covidOutpatient: 'COVID-19, tratament ambulatoriu',
      covidInpatient: 'COVID-19, spitalizare',
      propertyDamagePerAccident: 'Daune materiale, per accident',
      bodilyInjuryPerPerson: 'Vătămări corporale, per persoană',
      bodilyInjuryPerAccident: 'Vătămări corporale, per accident',
      moralDamagePerPerson: 'Prejudiciu moral, per persoană',
      moralDamagePerAccident: 'Prejudiciu moral, per accident',
      amicableSettlement: 'Constatare amiabilă, până la',
      sumInsured: 'Suma asigurată',
      deductible: 'Franșiza',
      deductibleDamage: 'Franșiza pentru daune',
      deductibleTotalLossAndFire: 'Franșiza pentru distrugere totală și incendiu',
      lossPerBag: 'Pierderea bagajului, per bagaj',
      delayOver12h: 'Întârzierea bagajului peste 12 ore',
      personalAccident: 'Accidente personale',
      thirdPartyLiability: 'Răspundere civilă',
    },
    extras: {
      'amicable-settlement-form': 'Formular de constatare amiabilă',
      'assistance-24-7': 'Asistență telefonică 24/7',
      'bank-beneficiary': 'Despăgubirea se plătește băncii beneficiare',
      covid: 'Acoperire COVID-19',
      'digital-green-card': 'Carte Verde digitală',
      'hotline-24-7': 'Linie de asistență 24/7',
      'rca-data-registration': 'Înregistrare imediată în RCA Data',
      'residence-permit-compliant': 'Acceptată pentru permisul de ședere',
      'tow-truck': 'Tractare după un eveniment asigurat',
      'trip-cancellation': 'Anularea călătoriei',
      'wallet-pass': 'Card în portofelul electronic',
    },
  },
  issuing: {
    title: 'Comanda nr. {number}',
    lookupTitle: 'Comanda dumneavoastră',
    live: 'Urmărim comanda în timp real.',
    expected:
      '{count, plural, one {Durează de obicei aproximativ {count} minut.} few {Durează de obicei aproximativ {count} minute.} other {Durează de obicei aproximativ {count} de minute.}}',
    steps: {
      paid: 'Comandă achitată',
      processing: 'Se emite polița',
      issued: 'Polița creată la asigurător',
      completed: 'Documente emise',
    },
    now: {
      paid: 'Plata a fost primită. Trimitem comanda asigurătorului.',
      processing: 'Asigurătorul emite polița.',
      issued: 'Polița a fost creată la asigurător. Pregătim documentele semnate electronic.',
    },
    manual: {
      during:
        'Sistemul emitentului nu a emis-o automat, așa că un operator al nostru o emite acum manual. O veți primi până la {time}.',
      outside:
        'Sistemul emitentului nu a emis-o automat, așa că o emite manual un operator al nostru. Operatorii lucrează zilnic între {opens} și {closes}: o veți primi pe {date}, până la {time}.',
    },
    stepDone: 'finalizat',
    stepCurrent: 'în curs',
    stepPending: 'urmează',
    titles: {
      draft: 'Comandă creată',
      unpaid: 'Comanda așteaptă plata',
      paid: 'Comandă achitată',
      processing: 'Comandă achitată',
      issued: 'Comandă achitată',
      completed: 'Asigurarea a fost emisă',
      completedVignette: 'Vinieta a fost emisă',
      expired: 'Comanda a expirat',
      failed: 'Nu am putut emite polița',
      refunded: 'Plata a fost returnată',
      canceled: 'Comanda a fost anulată',
    },
    messages: {
      draft: 'Comanda nu este încă confirmată. Continuați completarea datelor.',
      unpaid: 'Alegeți o metodă de plată pentru a finaliza comanda.',
      completed: 'Documentele semnate electronic sunt gata. Le-am trimis și pe e-mail.',
      expired: 'Comanda nu a fost achitată la timp și a expirat. Puteți începe o comandă nouă în câteva minute.',
      failed:
        'Asigurătorul nu a putut emite polița. Echipa noastră a fost anunțată și vă va contacta; dacă nu se rezolvă, banii vă vor fi returnați integral.',
      refunded: 'Plata a fost anulată și banii au fost returnați pe aceeași cale. Pot trece 1–5 zile lucrătoare.',
      canceled: 'Comanda a fost anulată și nu va fi emisă nicio poliță.',
    },
    continueOrder: 'Continuați comanda',
    payOrder: 'Plătiți comanda',
    newOrder: 'Comandă nouă',
    documentsTitle: 'Documentele dumneavoastră',
    download: 'Descărcați',
    policy: 'Polița nr. {number}',
    validity: 'Valabilă {from} – {to}',
    insurer: 'Asigurător: {insurer}',
    documentKinds: {
      demand: 'Cererea de asigurare',
      contract: 'Contractul de asigurare',
      policy: 'Polița',
      documents: 'Confirmarea plății',
      amicable_settlement: 'Formularul de constatare amiabilă',
      wallet_pass: 'Card pentru Apple Wallet',
      google_pass: 'Card pentru Google Wallet',
      invoice: 'Factura',
    },
    fileInfo: '{type}, {size}',
    walletTitle: 'Polița în portofelul telefonului',
    addToAppleWallet: 'Adăugați în Apple Wallet',
    addToGoogleWallet: 'Adăugați în Google Wallet',
    supportTitle: 'Asistență',
    notFound: 'Comanda nu a fost găsită.',
    items: {
      title: 'Produsele comenzii',
      number: 'Nr. {number}',
      price: 'Preț',
      status: {
        pending: 'Se emite',
        issued: 'Emis',
        failed: 'Nu a putut fi emis',
        refunded: 'Suma a fost returnată',
        booked: 'Înregistrată la curier',
        scheduled: 'Livrare programată',
        delivered: 'Livrată',
        canceled: 'Livrare anulată, suma a fost returnată',
      },
    },
    delivery: {
      title: 'Livrarea prin curier a Cărții Verzi pe hârtie',
      steps: { booked: 'Înregistrată la curier', scheduled: 'Programată', delivered: 'Livrată' },
      pending: 'Curierul este comandat imediat ce Cartea Verde este emisă.',
      bookedOn: 'Înregistrată pe {date} la {time}. Curierul ne va comunica ziua și ora.',
      scheduledFor: 'Curierul vine pe {date}, între {from} și {to}.',
      deliveredOn: 'Livrată pe {date} la {time}.',
      canceled: 'Livrarea a fost anulată pe {date}; suma ({amount}) vă este returnată pe card.',
      cancel: 'Anulați livrarea',
      canceling: 'Se anulează…',
      cancelHint: 'Puteți anula livrarea până când curierul o programează; suma vă este returnată.',
    },
    accountLink: 'Vedeți toate comenzile în contul dumneavoastră',
    /** A vignette is a certificate from its issuer (a state system), not an insurer's policy. */
    vignette: {
      steps: {
        paid: 'Comandă achitată',
        processing: 'Se emite certificatul',
        issued: 'Certificatul creat la emitent',
        completed: 'Documente emise',
      },
      now: {
        paid: 'Plata a fost primită. Trimitem comanda emitentului.',
        processing: 'Emitentul emite certificatul de vinietă.',
        issued: 'Certificatul a fost creat la emitent. Pregătim documentele.',
      },
      failed:
        'Emitentul nu a putut emite certificatul de vinietă. Echipa noastră a fost anunțată și vă va contacta; dacă nu se rezolvă, banii vă vor fi returnați integral.',
      canceled: 'Comanda a fost anulată și nu va fi emis niciun certificat.',
      titleFailed: 'Nu am putut emite certificatul',
      policy: 'Certificatul de vinietă nr. {number}',
      insurer: 'Emitent: {insurer}',
      issuer: 'Emitent',
      walletTitle: 'Certificatul de vinietă în portofelul telefonului',
      document: 'Certificatul de vinietă',
      check: 'Verificarea certificatului',
    },
  },
  mobileWindow: {
    ok: 'Tranzacția este OK',
    close: 'Vă rugăm să închideți această fereastră',
    button: 'Închideți',
  },
  resume: {
    text: 'Aveți o comandă neachitată. Plătiți comanda înainte să expire.',
    action: 'Spre comandă',
    dismiss: 'Ascundeți mesajul',
  },
  account: {
    title: 'Contul meu',
    greeting: 'Bună, {name}',
    signOut: 'Ieșire',
    backHome: 'Înapoi la site',
    ordersTitle: 'Asigurările mele',
    historyTitle: 'Istoricul comenzilor',
    columns: { contractor: 'Contractant', insurance: 'Asigurare', amount: 'Suma', status: 'Starea asigurării' },
    validTo: 'valabilă până la {date}',
    renew: 'Reînnoiți',
    orderNew: 'Comandați o asigurare nouă',
    details: 'Detalii',
    empty: 'Încă nu aveți asigurări cumpărate cu acest cont.',
    page: 'Pagina {page} din {pages}',
    previous: 'Anterioara',
    next: 'Următoarea',
    notSignedIn: 'Intrați în cont pentru a vedea asigurările dumneavoastră.',
    signIn: 'Intrați în cont',
    items: {
      label: 'Produsele comenzii {number}',
      number: 'Nr. {number}',
      download: 'Descărcați {document} ({product})',
    },
  },
  auth: {
    title: 'Intrați în cont',
    lead: 'Vedeți polițele cumpărate, reînnoiți-le la timp și comandați mai repede.',
    withProvider: 'Continuați cu {provider}',
    or: 'sau',
    emailLabel: 'E-mail',
    emailSubmit: 'Trimiteți-mi linkul de intrare',
    emailSent: 'V-am trimis un link de intrare la {email}. Deschideți-l pe acest dispozitiv.',
    emailError: 'Nu am putut trimite linkul. Încercați din nou mai târziu.',
    note: 'Nu aveți nevoie de parolă. Puteți cumpăra și fără cont.',
    errors: {
      'sign-in-failed': 'Nu am reușit să vă autentificăm. Încercați din nou.',
      'link-expired': 'Linkul de intrare a expirat sau a fost deja folosit. Cereți unul nou.',
      canceled: 'Autentificarea a fost anulată.',
    },
    link: {
      title: 'Intrare cu linkul din e-mail',
      signingIn: 'Vă autentificăm…',
      otherBrowser: 'Linkul a fost cerut pe alt dispozitiv sau în alt browser. Vă autentifică în contul {email}.',
      ordersStay:
        'Comenzile începute în acest browser nu vor fi adăugate în acest cont. Dacă nu dumneavoastră ați cerut linkul, nu continuați.',
      confirm: 'Da, intrați în acest cont',
      cancel: 'Nu, mergeți la prima pagină',
      askAgain: 'Cereți un link nou',
    },
  },
  contact: {
    title: 'Contact',
    lead: 'Scrieți-ne și vă răspundem în aceeași zi lucrătoare.',
    name: 'Nume',
    email: 'E-mail',
    message: 'Mesaj',
    submit: 'Trimiteți mesajul',
    sending: 'Se trimite…',
    phoneTitle: 'Telefon',
    emailTitle: 'E-mail',
    hours: 'Luni–vineri, 9:00–18:00',
    addressTitle: 'Adresa',
    address: 'Chișinău, str. București 67',
  },
  blog: {
    title: 'Blog',
    lead: 'Sfaturi practice despre asigurări auto și de călătorie în Moldova.',
    readMore: 'Citiți articolul',
    allArticles: 'Toate articolele',
    readingTime: '{minutes} min de citit',
    articles: {
      accident: {
        title: 'Ce faceți după un accident rutier',
        summary:
          'Pașii de urmat la locul accidentului, când puteți folosi constatarea amiabilă și cum anunțați asigurătorul.',
        date: '2026-10-06',
        sections: [
          {
            heading: 'Primele minute',
            body: [
              'Opriți imediat vehiculul, porniți luminile de avarie și puneți triunghiul reflectorizant la cel puțin 30 de metri în spate. Îmbrăcați vesta reflectorizantă înainte să ieșiți pe carosabil.',
              'Verificați dacă sunt persoane rănite. Dacă da, sunați la 112 și nu mutați vehiculele până la sosirea poliției, decât dacă este necesar pentru a salva o viață.',
            ],
          },
          {
            heading: 'Când puteți completa constatarea amiabilă',
            body: [
              'Dacă au fost implicate doar două vehicule, nu există răniți, ambii șoferi au poliță RCA valabilă și sunt de acord asupra împrejurărilor, puteți completa formularul de constatare amiabilă fără poliție.',
              '- Completați un singur formular, împreună, și semnați-l amândoi.',
              '- Desenați schița accidentului și bifați împrejurările.',
              '- Fotografiați vehiculele, numerele de înmatriculare și locul accidentului.',
              'Prin constatare amiabilă se pot despăgubi daune materiale de cel mult 15 000 de lei. Formularul este inclus în documentele poliței RCA cumpărate pe Asiguro.',
            ],
          },
          {
            heading: 'Anunțați asigurătorul',
            body: [
              'Persoana păgubită depune cererea de despăgubire la asigurătorul RCA al vinovatului, de regulă în cel mult 3 zile lucrătoare. Păstrați polița, formularul și fotografiile.',
              'Nu reparați vehiculul înainte de constatarea daunei de către asigurător: altfel îi poate fi greu să stabilească suma despăgubirii.',
            ],
          },
        ],
      },
      greenCard: {
        title: 'Ce este Cartea Verde și când aveți nevoie de ea',
        summary: 'Asigurarea de răspundere civilă auto pentru străinătate: zone, perioade și cum o cumpărați online.',
        date: '2026-09-15',
        sections: [
          {
            heading: 'Ce acoperă',
            body: [
              'Cartea Verde este asigurarea obligatorie de răspundere civilă auto pentru vehiculele înmatriculate în Moldova care circulă în străinătate. Ea acoperă prejudiciile produse altor persoane în țările sistemului Carte Verde, la limitele cerute de legislația țării în care s-a produs accidentul.',
              'Polița RCA internă nu este valabilă peste hotare, iar Cartea Verde nu este valabilă în Moldova: pentru drumuri în ambele direcții aveți nevoie de amândouă.',
            ],
          },
          {
            heading: 'Zone și perioade',
            body: [
              '- Zona 1 (CL): Ucraina.',
              '- Zona 3 (CA): toate țările sistemului Carte Verde, inclusiv Uniunea Europeană.',
              'Puteți alege 15 zile sau între 1 și 12 luni. Prețul este stabilit în euro și se achită în lei, la cursul oficial al zilei.',
            ],
          },
          {
            heading: 'Cum o cumpărați online',
            body: [
              'Aveți nevoie de certificatul de înmatriculare al vehiculului (permanent, nu provizoriu) și de IDNP-ul proprietarului. Alegeți zona și perioada, comparați asigurătorii și plătiți. Polița semnată electronic ajunge în aproximativ un minut; la vamă o puteți arăta pe telefon sau tipărită.',
            ],
          },
        ],
      },
      rcaPrice: {
        title: 'Cum se calculează prețul RCA',
        summary: 'Ce factori influențează prima de asigurare RCA și de ce diferă prețurile între asigurători.',
        date: '2026-08-25',
        sections: [
          {
            heading: 'Prima de referință',
            body: [
              'Prețul RCA pornește de la prima de referință stabilită de Banca Națională a Moldovei și se înmulțește cu coeficienți care descriu riscul: tipul și capacitatea vehiculului, localitatea de înmatriculare, vârsta și experiența proprietarului, modul de exploatare și perioada asigurării.',
            ],
          },
          {
            heading: 'Bonus-malus',
            body: [
              'Istoricul dumneavoastră de daune contează. Fiecare an fără accidente din vina dumneavoastră vă mută într-o clasă bonus cu reducere; fiecare accident produs din vină vă mută într-o clasă malus, cu majorare. Clasa se aplică automat, după IDNP.',
            ],
          },
          {
            heading: 'De ce diferă ofertele',
            body: [
              'Asigurătorii pot aplica propriile ajustări peste prima de referință, dar nu pot coborî sub ea. De aceea merită să comparați: diferența între oferte poate ajunge la câteva sute de lei pe an, pentru aceeași acoperire.',
              '- Perioada: polița pe 12 luni este mai avantajoasă decât mai multe polițe scurte.',
              '- Numărul de șoferi: polița fără limită de șoferi costă mai mult.',
              '- Taxi și transport public: coeficienți mai mari, pentru că riscul este mai mare.',
            ],
          },
        ],
      },
    },
  },
  faq: {
    title: 'Întrebări frecvente',
    items: [
      {
        q: 'Este valabilă polița primită pe e-mail?',
        a: 'Da. Polița este semnată electronic de asigurător și înregistrată în sistemele oficiale. La un control puteți arăta versiunea de pe telefon sau una tipărită. Oricine poate verifica valabilitatea ei prin codul QR de pe document.',
      },
      {
        q: 'Cât durează emiterea?',
        a: 'O poliță se emite de regulă în aproximativ un minut după plată, iar o vinietă în aproximativ trei minute. Pagina comenzii se actualizează singură.',
      },
      {
        q: 'Trebuie să îmi fac cont?',
        a: 'Nu. Puteți cumpăra fără cont. Cu un cont vedeți toate polițele, primiți amintiri înainte de expirare și puteți comanda mai repede.',
      },
      {
        q: 'Cum pot plăti?',
        a: 'Cu cardul bancar, prin plată online (internet banking sau terminale) sau din aplicația băncii prin cod QR. Companiile pot plăti și prin transfer bancar, pe bază de factură.',
      },
      {
        q: 'Ce se întâmplă dacă polița nu poate fi emisă după plată?',
        a: 'Echipa noastră preia comanda imediat. Dacă polița nu poate fi emisă, vă returnăm integral banii. Nu păstrăm niciodată bani fără să emitem polița.',
      },
      {
        q: 'De ce prețul în lei diferă de la o zi la alta?',
        a: 'Unele asigurări (Carte Verde, asigurările de călătorie, viniete) au prețul stabilit în euro. Le plătiți în lei, la cursul oficial BNM al zilei în care confirmați comanda.',
      },
    ],
  },
  terms: {
    title: 'Termeni și condiții',
    updated: 'Ultima actualizare: 1 noiembrie 2026',
    sections: [
      {
        heading: '1. Cine suntem',
        body: [
          'Asiguro S.R.L. operează platforma asiguro.md în calitate de intermediar în asigurări. Nu suntem asigurător: contractul de asigurare se încheie între dumneavoastră și asigurătorul pe care îl alegeți, iar noi vă ajutăm să comparați ofertele, să plătiți și să primiți documentele.',
        ],
      },
      {
        heading: '2. Comanda',
        body: [
          'Datele pe care le introduceți sunt salvate automat într-o comandă, ca să nu le pierdeți. O comandă neconfirmată expiră după 30 de zile de la ultima modificare; una confirmată și neachitată expiră la sfârșitul zilei, pentru că prețul depinde de cursul oficial al acelei zile.',
          'Sunteți responsabil de corectitudinea datelor. O poliță emisă cu date greșite poate fi refuzată la plata despăgubirii.',
        ],
      },
      {
        heading: '3. Prețul și plata',
        body: [
          'Prețul afișat este prețul asigurătorului. Prețurile stabilite în valută se convertesc în lei la cursul oficial al Băncii Naționale a Moldovei. Prețul se fixează la confirmarea comenzii.',
          'Plata se face prin furnizori de plăți autorizați. Nu primim și nu păstrăm datele cardului dumneavoastră.',
        ],
      },
      {
        heading: '4. Emiterea și documentele',
        body: [
          'Polița este emisă după ce plata este confirmată, de regulă în aproximativ un minut (o vinietă în aproximativ trei minute). Documentele sunt semnate electronic și vă sunt trimise pe e-mail; le puteți descărca și de pe pagina comenzii.',
          'Dacă polița nu poate fi emisă, vă returnăm integral suma achitată, pe aceeași cale de plată.',
        ],
      },
      {
        heading: '5. Renunțare și reziliere',
        body: [
          'Până la plată puteți renunța oricând la comandă. După emitere, rezilierea poliței se face conform condițiilor asigurătorului și legislației în vigoare; vă ajutăm cu cererea.',
        ],
      },
      {
        heading: '6. Reclamații',
        body: [
          'Ne puteți scrie oricând la adresa de e-mail de asistență. Răspundem în cel mult 15 zile lucrătoare. Dacă nu sunteți mulțumit de răspuns, vă puteți adresa Băncii Naționale a Moldovei sau instanței competente.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politica de confidențialitate',
    updated: 'Ultima actualizare: 1 noiembrie 2026',
    sections: [
      {
        heading: 'Ce date prelucrăm',
        body: [
          'Datele necesare pentru a calcula și emite asigurarea: nume, IDNP sau IDNO, data nașterii, adresa, datele vehiculului sau ale imobilului, datele călătoriei, telefonul și, opțional, e-mailul.',
        ],
      },
      {
        heading: 'De ce le prelucrăm',
        body: [
          '- pentru a obține oferte de la asigurători și a emite polița aleasă;',
          '- pentru a procesa plata și a emite factura;',
          '- pentru a vă trimite documentele și, dacă aveți cont, amintiri înainte de expirarea poliței.',
          'Temeiul este executarea contractului pe care îl cereți și consimțământul dumneavoastră, dat la confirmarea comenzii.',
        ],
      },
      {
        heading: 'Cui le transmitem',
        body: [
          'Doar asigurătorului ales (și celor care vă calculează oferte), furnizorului de plată și autorităților, atunci când legea o cere. Nu vindem date și nu le folosim pentru publicitate terță.',
        ],
      },
      {
        heading: 'Cât timp le păstrăm',
        body: [
          'Comenzile neachitate se șterg după expirare, în cel mult 90 de zile. Datele polițelor emise le păstrăm cât cere legislația contabilă și de asigurări.',
        ],
      },
      {
        heading: 'Drepturile dumneavoastră',
        body: [
          'Aveți dreptul să cereți accesul la date, rectificarea sau ștergerea lor și să vă opuneți prelucrării, scriindu-ne la adresa de e-mail de asistență. Vă puteți adresa și Centrului Național pentru Protecția Datelor cu Caracter Personal.',
        ],
      },
      {
        heading: 'Cookie-uri',
        body: [
          'Folosim doar cookie-uri necesare: unul pentru sesiune, ca să nu pierdeți comanda, și unul de securitate. Nu folosim cookie-uri de urmărire ale terților.',
        ],
      },
    ],
  },
  check: {
    title: 'Verificarea poliței',
    lead: 'Verificați dacă o poliță sau o vinietă emisă prin Asiguro este valabilă.',
    numberLabel: 'Numărul poliței',
    submit: 'Verificați',
    valid: 'Polița nr. {number} este valabilă',
    notYetActive: 'Polița nr. {number} intră în vigoare pe {date}',
    expired: 'Polița nr. {number} a expirat',
    unknown: 'Nu putem confirma valabilitatea poliței nr. {number}',
    notFound: 'Nu am găsit polița nr. {number}',
    validUntil: 'Valabilă până la {date} inclusiv',
    period: 'Perioada: {from} – {to}',
    insurer: 'Asigurător: {insurer}',
    vignette: {
      valid: 'Certificatul de vinietă nr. {number} este valabil',
      notYetActive: 'Certificatul de vinietă nr. {number} intră în vigoare pe {date}',
      expired: 'Certificatul de vinietă nr. {number} a expirat',
      unknown: 'Nu putem confirma valabilitatea certificatului nr. {number}',
      insurer: 'Emitent: {insurer}',
    },
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    text: 'Adresa nu există sau a fost mutată.',
    home: 'Înapoi la pagina principală',
  },
  errors: {
    network: 'Nu ne putem conecta la server. Verificați conexiunea și încercați din nou.',
  },
};
