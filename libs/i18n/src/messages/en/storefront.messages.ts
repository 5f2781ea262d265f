import type { TranslationOf } from '../message';
import type { roStorefront } from '../ro/storefront.messages';

/** Storefront texts in English (same keys as ro/storefront.messages.ts). */
export const enStorefront: TranslationOf<typeof roStorefront> = {
  meta: {
    brand: 'Asiguro',
    homeTitle: 'Asiguro — online insurance in Moldova',
    titleSuffix: 'Asiguro',
    description:
      'Compare the offers of Moldovan insurers, pay online and get an electronically signed policy within minutes.',
    productDescription:
      '{product}: {subtitle}. Compare the offers of Moldovan insurers, pay online and get an electronically signed policy within minutes.',
    productDescriptionVignette:
      '{product}: {subtitle}. Buy it online at the official tariff and get the certificate from its issuer within minutes.',
    termsDescription:
      'The terms on which Asiguro arranges insurance online: orders, payments, issuing policies and refunds.',
    privacyDescription: 'What personal data Asiguro processes, why, how long it keeps it and what your rights are.',
    home: 'Home',
  },
  a11y: {
    skipToContent: 'Skip to content',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    language: 'Language',
    loading: 'Loading…',
    mainNavigation: 'Main navigation',
    breadcrumbs: 'Breadcrumbs',
    newWindow: '(opens in a new window)',
  },
  languages: { ro: 'Română', ru: 'Русский', en: 'English' },
  nav: {
    home: 'Home',
    blog: 'Blog',
    contact: 'Contact',
    myAccount: 'My account',
    callUs: 'Call us',
  },
  footer: {
    insurances: 'Insurance',
    about: 'About us',
    legal: 'Legal',
    contact: 'Contact',
    blog: 'Blog',
    faq: 'FAQ',
    terms: 'Terms of service',
    privacy: 'Privacy',
    social: 'Social media',
    payments: 'Accepted payment methods',
    legalLine:
      'Asiguro S.R.L. · insurance intermediary supervised by the National Bank of Moldova · Chișinău, 67 București St.',
    rights: '© {year} Asiguro. All rights reserved.',
    tagline: 'We compare the offers of most insurance companies in Moldova.',
  },
  common: {
    from: 'from',
    continue: 'Continue',
    back: 'Back',
    close: 'Close',
    retry: 'Try again',
    add: 'Add',
    remove: 'Remove',
    yes: 'Yes',
    no: 'No',
    optional: 'optional',
    required: 'required',
    loading: 'Loading…',
    days: '{count, plural, one {{count} day} other {{count} days}}',
    months: '{count, plural, one {{count} month} other {{count} months}}',
    supportLine: 'Need help? Call {phone} or write to {email}.',
    datePlaceholder: 'dd.mm.yyyy',
    datePicker: {
      open: 'Choose the date in a calendar',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      close: 'Close the calendar',
      keys: 'Arrows move the day, Page Up and Page Down change the month, Enter picks the day, Esc closes.',
    },
  },
  home: {
    title: 'Insurance',
    subtitle: 'Easy. Fast. Online.',
    lead: 'We compare the offers of most insurance companies in Moldova. Pick the right price, pay online and get an electronically signed policy within minutes.',
    cardAction: 'Get a price',
    trustInsurers:
      '{count, plural, one {Offers from {count} licensed insurer} other {Offers from {count} licensed insurers}}',
    trust: ['Electronically signed policy, valid at once', 'Pay by card, online or in your banking app'],
    promotionsTitle: 'Promotions',
    promotions: [
      {
        title: '12-month MTPL without a trip to the office',
        text: 'Enter the registration certificate number, compare every insurer’s price and pay online. The policy arrives by e-mail.',
        action: 'Get an MTPL price',
      },
      {
        title: 'Green Card for your holiday in Europe',
        text: 'Driving abroad? A 15-day Green Card is issued in about a minute, at the official price.',
        action: 'Choose a Green Card',
      },
      {
        title: 'Romanian vignette from your sofa',
        text: 'Buy the rovinieta before you reach the border and skip the queue.',
        action: 'Buy the vignette',
      },
    ],
    destinationsTitle: 'Popular destinations',
    destinationsLead: 'Travel medical insurance for 15 days, for one person.',
    destinations: {
      europe: { title: 'Europe', note: '15 days, 30,000 EUR cover, valid for a Schengen visa' },
      ukraine: { title: 'Ukraine', note: '15 days, 10,000 EUR cover' },
    },
    destinationAction: 'See offers',
    howTitle: 'How it works',
    how: [
      {
        title: 'Fill in a few details',
        text: 'A few fields about you, your vehicle or your trip. We save as you type.',
      },
      { title: 'Compare the offers', text: 'See each insurer’s price, cover and extras side by side.' },
      {
        title: 'Pay and get your policy',
        text: 'Payment is secure. Electronically signed documents are ready in 1–3 minutes.',
      },
    ],
    ratesTitle: 'Today’s official rates',
    ratesNote: 'National Bank of Moldova rate of {date}',
    ratesFallback: 'Today’s rate is not published yet; the latest available rate is used.',
  },
  product: {
    start: 'Start',
    terms: 'Insurance terms',
    insurersTitle: 'Partner insurers',
    issuingTime: '{count, plural, one {Issued in about {count} minute} other {Issued in about {count} minutes}}',
    documentsTitle: 'Documents you receive',
    termsTitle: 'Insurance terms: {product}',
    termsLead:
      'These are the main terms of this insurance. The full contract of the insurer you choose comes with the policy.',
    termsPoints: [
      'Cover starts on the date in the policy, once the premium is paid in full.',
      'The policy is electronically signed by the insurer and is as valid as a paper one.',
      'The price is fixed when you confirm the order, at the official rate of the day.',
      'You can drop an unpaid order at any time; unpaid orders expire at the end of the day.',
      'For claims, contact the insurer named in the policy; its phone number is on the document.',
    ],
    insurerTitle: '{product} — {insurer}',
    insurerLead: 'Get the price of {insurer} and buy the policy online, signed electronically.',
    priceIn: 'The insurer prices in {currency}; you pay in lei at the official National Bank rate.',
    priceInState: 'The official tariff is in {currency}; you pay in lei at the official National Bank rate.',
  },
  productInfo: {
    coversTitle: 'What it covers',
    coversTitleState: 'What it includes',
    insurersTitle: 'Insurers selling it through Asiguro',
    issuersTitle: 'Who issues it',
    issuingTitle: 'How long issuing takes',
    issuingAutomatic:
      '{count, plural, one {Issued automatically, in about {count} minute after payment. The electronically signed documents arrive by e-mail and on the order page.} other {Issued automatically, in about {count} minutes after payment. The electronically signed documents arrive by e-mail and on the order page.}}',
    issuingAutomaticFirst:
      '{count, plural, one {Usually issued automatically, in about {count} minute after payment.} other {Usually issued automatically, in about {count} minutes after payment.}}',
    issuingByPerson:
      'When the issuer’s system does not issue it automatically, a person does: an Asiguro operator, in the issuer’s portal, within {minutes} minutes, every day between {opens} and {closes}. An order paid outside these hours is issued the next morning, by {morning}; the order page tells you the exact time.',
    verifyTitle: 'How to verify your policy',
    verifyOwn:
      'On Asiguro’s {check} page, by the policy number or the QR code on the document, anyone can see whether the policy is valid and until when.',
    checkLink: 'Policy check',
    verify: {
      rca: [
        'Every MTPL (RCA) policy is registered in the state information system RCA Data; cover starts only once it is registered and paid.',
        'The road police and insurers check the policy in RCA Data by the vehicle’s registration plate, so no paper is needed.',
      ],
      'green-card': [
        'The Green Card is issued within the international Green Card system; in the Republic of Moldova the system’s national bureau is the National Bureau of Motor Insurers (BNAA).',
        'At a border or after an accident abroad, that country’s bureau confirms the policy through BNAA; show the Green Card on your phone or printed.',
      ],
    },
    faqTitle: 'Questions about {product}',
    lines: {
      rca: {
        covers: [
          'Damage the insured vehicle causes to others in the Republic of Moldova: property up to 100,000 EUR per accident.',
          'Bodily injury or death: up to 100,000 EUR per person and 500,000 EUR per accident, plus moral damage.',
          'An amicable accident report without the police for property damage up to 15,000 lei; the form comes with the policy.',
        ],
        faq: [
          {
            q: 'Does MTPL pay for repairing my own car?',
            a: 'No. MTPL pays for damage caused to others. For your own vehicle you need CASCO.',
          },
          {
            q: 'For how long can I buy MTPL?',
            a: 'From 1 to 12 months. A 12-month policy usually costs less than several short ones.',
          },
          {
            q: 'Why do insurers’ prices differ?',
            a: 'They all start from the reference premium and your bonus-malus class, then each applies its own adjustments.',
          },
        ],
      },
      'green-card': {
        covers: [
          'Motor third-party liability outside Moldova, in the Green Card system’s countries, to the legal limits of the country of the accident.',
          'Zone 1: Ukraine. Zone 3: every country of the system, the European Union included.',
          'Periods of 15 days or 1 to 12 months; the official price is in euros, paid in lei at the NBM rate.',
        ],
        faq: [
          {
            q: 'Is the electronic Green Card accepted?',
            a: 'Yes, the digital Green Card has been accepted since 1 January 2025; a few countries still asked for paper for a while, so keep a printed copy too.',
          },
          {
            q: 'Do I still need MTPL with a Green Card?',
            a: 'Yes. The Green Card is not valid in Moldova, and MTPL is not valid abroad.',
          },
          {
            q: 'Can I insure a vehicle with a provisional registration certificate?',
            a: 'No. The Green Card is issued only for vehicles registered in Moldova with a permanent certificate.',
          },
        ],
      },
      'real-estate': {
        covers: [
          'The flat, house or land pledged to the bank, identified by its cadastral number.',
          'A sum insured at market value or at replacement cost, as the bank requires.',
          'Claims are paid to the beneficiary bank; the deductible is 1% for damage and 5% for total loss and fire.',
        ],
        faq: [
          {
            q: 'Which bank can be the beneficiary?',
            a: 'MICB, MAIB, Victoriabank or another bank, which you name in the form.',
          },
          {
            q: 'Which value do I choose: market or replacement?',
            a: 'The one in your loan agreement; if you cannot find it, ask the bank.',
          },
          {
            q: 'Do I need the exact address?',
            a: 'No. Enter the cadastral number and we fill in the address from the register.',
          },
        ],
      },
      'road-tax': {
        covers: [
          'The annual road-use tax for vehicles registered in the Republic of Moldova.',
          'The amount set by the Tax Code (for example by engine capacity) for the current year.',
          'The payment confirmation the technical inspection and registration ask for.',
        ],
        faq: [
          {
            q: 'Who pays the road tax?',
            a: 'Owners of vehicles registered in Moldova; some vehicles and people are exempt by law.',
          },
          {
            q: 'Do electric vehicles pay it?',
            a: 'No, the State Tax Service does not apply the tax to electric vehicles.',
          },
          {
            q: 'What do I receive after paying?',
            a: 'The electronically signed payment confirmation, by e-mail and on the order page.',
          },
        ],
      },
      'vignette:ro': {
        covers: [
          'The right to drive on Romania’s national roads, for vehicles registered in Moldova or Ukraine.',
          'Category A (cars) and categories B–F (goods vehicles), for 1, 7, 10, 30 or 60 days or 12 months, by category.',
          'The official tariff in euros, paid in lei at the NBM rate; the certificate is issued by CNAIR, in the e-rovinieta system.',
        ],
        faq: [
          {
            q: 'Who issues the rovinieta?',
            a: 'The issuer is CNAIR (the e-rovinieta system). Asiguro buys it on your behalf and sends you the certificate.',
          },
          {
            q: 'How far ahead can I buy it?',
            a: 'Up to 30 days before its first day.',
          },
          {
            q: 'Do I stick it on the windscreen?',
            a: 'No. The rovinieta is electronic, tied to the registration plate; keep the certificate for a check.',
          },
        ],
      },
      'vignette:md': {
        covers: [
          'The right to drive on the Republic of Moldova’s roads, for vehicles registered abroad.',
          'Categories M1 (cars) to N3 (trucks), for the period you choose.',
          'The official tariff in euros, paid in lei at the NBM rate; the certificate is issued in the state e-vinieta system.',
        ],
        faq: [
          {
            q: 'Who needs the Moldovan vignette?',
            a: 'Vehicles registered in other countries. Vehicles registered in Moldova pay the annual road tax.',
          },
          {
            q: 'Who issues the vignette?',
            a: 'The issuer is the state e-vinieta system. Asiguro buys it on your behalf and sends you the certificate.',
          },
          {
            q: 'How do I show the vignette at the border?',
            a: 'The vignette is electronic, tied to the registration plate; show the certificate on your phone or printed.',
          },
        ],
      },
      'vignette:hu': {
        covers: [
          'The right to use Hungary’s motorways (e-matrica), for vehicles up to 3.5 t.',
          'A daily, 10-day, monthly or annual vignette.',
          'The official tariff, paid in lei at the NBM rate; the certificate is issued by Hungary’s national toll operator.',
        ],
        faq: [
          {
            q: 'How long is the “weekly” vignette valid?',
            a: '10 consecutive days. The monthly one runs to the same date next month, the annual one to 31 January of the next year.',
          },
          {
            q: 'Do trucks need an e-matrica?',
            a: 'No. Vehicles over 3.5 t pay the HU-GO toll by distance.',
          },
          {
            q: 'Who issues the vignette?',
            a: 'Hungary’s national operator (e-matrica). Asiguro buys it on your behalf and sends you the certificate.',
          },
        ],
      },
      'vignette:bg': {
        covers: [
          'The right to drive on Bulgaria’s national roads, for cars and vans up to 3.5 t.',
          'A weekend, weekly, monthly, quarterly or annual vignette.',
          'The official tariff, paid in lei at the NBM rate; the certificate is issued in the BG Toll system.',
        ],
        faq: [
          {
            q: 'How far ahead can I buy it?',
            a: 'Up to 30 days before its first day.',
          },
          {
            q: 'Does a trailer need its own vignette?',
            a: 'Yes, when the combination exceeds 3.5 t.',
          },
          {
            q: 'Who issues the vignette?',
            a: 'The BG Toll system. Asiguro buys it on your behalf and sends you the certificate.',
          },
        ],
      },
    },
  },
  order: {
    stepOf: 'Step {current} of {total}',
    next: 'Continue',
    back: 'Back',
    toOffers: 'See offers',
    stepsLabel: 'Order steps',
    stepOffers: 'Offers',
    stepConfirm: 'Confirmation',
    stepPay: 'Payment',
    fixErrors: 'Check the highlighted fields.',
    chooseOption: 'Choose',
    addPerson: 'Add a person',
    removePerson: 'Remove the person',
    person: 'Person {index}',
    firstValidStart: 'Start the cover on {value}',
    firstValid: 'Use {value}',
    contractorFromTraveller: 'The contractor is {name} (person 1)',
    contractorIsTraveller: 'The contractor is {name}, insured person 1.',
    renewalFailed:
      'We could not open your earlier order, so the form starts empty. Fill it in, or sign in to renew it from My account.',
    registry: {
      ownerCode: 'Owner’s IDNP or IDNO',
      ownerCodeHint: 'With it we show your vehicle from the registry and fill in what the registry knows.',
      notFound: 'The registry has no vehicle with this certificate for this owner. Check both numbers.',
      bonusMalusDiscount: 'Bonus-malus class {class}: a {percent}% discount on the RCA price for years without claims.',
      bonusMalusSurcharge: 'Bonus-malus class {class}: the RCA price is {percent}% higher because of earlier claims.',
      bonusMalusBase: 'Bonus-malus class {class}: the base class, with neither discount nor surcharge.',
      currentPolicyEnds: 'The current RCA policy is valid until {end}: the new one can start on {start}.',
    },
    express: {
      title: 'Express order',
      lead: 'Use a vehicle from your previous orders.',
      use: 'Fill in with {plate}',
    },
    offers: {
      title: 'Your offers',
      searching: 'Looking for the best offers',
      searchingNote: 'We are asking our partner insurers. It takes a few seconds.',
      searchingNoteState: 'We are asking the issuer for the official tariff. It takes a few seconds.',
      count: '{count, plural, one {We found {count} offer} other {We found {count} offers}}',
      cheapest: 'Best price',
      price: 'Price',
      insurer: 'Insurer',
      coverage: 'Cover',
      choose: 'Choose this offer',
      chosen: 'Chosen offer',
      validUntil: 'Price valid until {time}',
      payable: 'To pay',
      late: 'Some insurers did not answer in time: {insurers}.',
      lateState: 'The issuer did not answer in time: {insurers}.',
      extrasTitle: 'Extra options',
      extrasLead: 'They come with the offer’s price: nothing to choose or pay for separately.',
      inAll: 'in every offer',
      inSome: 'with {insurers}',
      insurerOnly: 'Only the offer of {insurer} is shown on this page.',
      allInsurers: 'Compare with every insurer’s offers',
      included: 'included',
      notIncluded: 'not included',
      changeData: 'Change details',
      compareHint: 'Offers are sorted from the cheapest.',
      commonTitle: 'Included in every offer',
      officialTariff: 'Official tariff {tariff}, paid in lei at the BNM official rate of {date}: {rate}',
    },
    addons: {
      title: 'Add to the same order',
      lead: 'Paid once, together with the policy; each product is issued by its own issuer.',
      apply: 'Add and update the offers',
      saving: 'Updating the order…',
      total: 'Total with the added products',
    },
    charges: {
      premium: 'Premium',
      statePrice: 'State price',
      serviceFee: 'Asiguro service fee',
      total: 'Total to pay',
      conversion: '{amount} at the official rate of {rate} lei on {date}',
    },
    confirm: {
      title: 'Confirm the order',
      lead: 'Check the chosen offer and your contact details. The price is fixed once you confirm.',
      contactTitle: 'Contact details',
      phoneHint: 'We only call if something is wrong with the policy.',
      emailHint: 'We also send the documents by e-mail.',
      emailTypo: 'Did you mean {email}?',
      emailTypoAccept: 'Yes, correct the address',
      payerTitle: 'Who pays',
      payerIndividual: 'Individual',
      payerCompany: 'Company',
      payerIsContractor: 'The contractor pays: {who}.',
      companyLookup: 'Look up by IDNO',
      companyFound: 'Company found: {name}',
      eFactura: 'I want a tax invoice in e-Factura',
      consentsTitle: 'Consents',
      consentTerms: 'I have read and agree to the {terms}',
      termsLink: 'terms of service',
      consentPersonalData: 'I agree to the processing of my personal data under the {privacy}',
      privacyLink: 'privacy policy',
      consentInsuredInMoldova:
        'I confirm that the insured persons are in the Republic of Moldova on the day of payment',
      submit: 'Confirm and pay',
      total: 'Total to pay',
      summary: 'Order summary',
      change: 'Change',
      period: 'Covered from {from} to {to} inclusive',
      coverTitle: 'Cover and included options',
      chargesTitle: 'Charges',
      number: 'Order no. {number}',
      registryVehicle: 'Vehicle',
      registryPlate: 'Registration plate',
      registryVin: 'VIN',
      addonsTitle: 'Added products',
    },
    pay: {
      title: 'Choose how to pay',
      lead: 'Payments are processed by licensed providers. We never see or keep your card details.',
      methods: {
        card: { title: 'Bank card', text: 'Visa, Mastercard. With 3-D Secure when your bank asks for it.' },
        online: { title: 'Online payment', text: 'Internet banking or payment terminals.' },
        mobile: { title: 'Banking app', text: 'Scan the QR code and confirm in your banking app.' },
        'wire-transfer': { title: 'Bank transfer', text: 'For companies: you receive an invoice to pay.' },
      },
      submit: 'Pay {amount}',
      redirecting: 'Taking you to the payment page…',
      invoiceTitle: 'Invoice for a bank transfer',
      invoiceNumber: 'Invoice number',
      beneficiary: 'Beneficiary',
      iban: 'IBAN',
      idno: 'IDNO',
      amount: 'Amount',
      invoiceNote: 'Put the invoice number in the payment reference. The policy is issued once we receive the money.',
      declined: 'The payment did not go through. Try again or choose another method.',
      expiresAt: 'The order must be paid by {time}.',
      billTitle: 'Already paid at a terminal or a bank?',
      billHint: 'Enter the receipt or transaction number and we confirm the payment with the provider.',
      billSubmit: 'Confirm the payment',
      billOutcome: {
        applied: 'Payment confirmed. We are issuing your policy.',
        duplicate: 'This payment is already recorded.',
        pending: 'The provider has not confirmed this payment yet. Try again in a few minutes.',
        refunding: 'The payment arrived after the order could no longer be paid; the money will be returned to you.',
      },
    },
  },
  offerTerms: {
    limits: {
      medicalExpenses: 'Medical expenses',
      dentalEmergency: 'Dental emergencies',
      pregnancyComplications: 'Pregnancy complications',
      tripCancellation: 'Trip cancellation',
      covid: 'COVID-19',
      covidOutpatient: 'COVID-19, outpatient',
      covidInpatient: 'COVID-19, hospital',
      propertyDamagePerAccident: 'Property damage, per accident',
      bodilyInjuryPerPerson: 'Bodily injury, per person',
      bodilyInjuryPerAccident: 'Bodily injury, per accident',
      moralDamagePerPerson: 'Moral damage, per person',
      moralDamagePerAccident: 'Moral damage, per accident',
      amicableSettlement: 'Amicable report, up to',
      sumInsured: 'Sum insured',
      deductible: 'Deductible',
      deductibleDamage: 'Deductible for damage',
      deductibleTotalLossAndFire: 'Deductible for total loss and fire',
      lossPerBag: 'Lost baggage, per bag',
      delayOver12h: 'Baggage delayed over 12 hours',
      personalAccident: 'Personal accident',
      thirdPartyLiability: 'Third-party liability',
    },
    extras: {
      'amicable-settlement-form': 'Amicable accident report form',
      'assistance-24-7': '24/7 assistance line',
      'bank-beneficiary': 'Claims paid to the beneficiary bank',
      covid: 'COVID-19 cover',
      'digital-green-card': 'Digital Green Card',
      'hotline-24-7': '24/7 assistance hotline',
      'rca-data-registration': 'Registered in RCA Data at once',
      'residence-permit-compliant': 'Accepted for a residence permit',
      'tow-truck': 'Towing after an insured event',
      'trip-cancellation': 'Trip cancellation',
      'wallet-pass': 'Pass in your phone’s wallet',
    },
  },
  issuing: {
    title: 'Order no. {number}',
    lookupTitle: 'Your order',
    live: 'We follow your order live.',
    expected:
      '{count, plural, one {This usually takes about {count} minute.} other {This usually takes about {count} minutes.}}',
    steps: {
      paid: 'Order paid',
      processing: 'Issuing the policy',
      issued: 'Policy created at the insurer',
      completed: 'Documents issued',
    },
    now: {
      paid: 'Payment received. We are sending the order to the insurer.',
      processing: 'The insurer is issuing the policy.',
      issued: 'The insurer has created the policy. We are preparing the electronically signed documents.',
    },
    manual: {
      during:
        'The issuer’s system did not issue it automatically, so one of our operators is issuing it by hand now. You will have it by {time}.',
      outside:
        'The issuer’s system did not issue it automatically, so one of our operators will issue it by hand. Operators work daily from {opens} to {closes}: you will have it on {date} by {time}.',
    },
    stepDone: 'done',
    stepCurrent: 'in progress',
    stepPending: 'next',
    titles: {
      draft: 'Order created',
      unpaid: 'The order is waiting for payment',
      paid: 'Order paid',
      processing: 'Order paid',
      issued: 'Order paid',
      completed: 'Your insurance has been issued',
      completedVignette: 'Your vignette has been issued',
      expired: 'The order has expired',
      failed: 'We could not issue the policy',
      refunded: 'The payment has been refunded',
      canceled: 'The order has been canceled',
    },
    messages: {
      draft: 'The order is not confirmed yet. Continue filling in your details.',
      unpaid: 'Choose a payment method to complete the order.',
      completed: 'Your electronically signed documents are ready. We have also sent them by e-mail.',
      expired: 'The order was not paid in time and has expired. You can start a new one in a few minutes.',
      failed:
        'The insurer could not issue the policy. Our team has been alerted and will contact you; if it cannot be solved, your money will be refunded in full.',
      refunded: 'The payment was canceled and the money returned the same way. It can take 1–5 working days.',
      canceled: 'The order was canceled and no policy will be issued.',
    },
    continueOrder: 'Continue the order',
    payOrder: 'Pay for the order',
    newOrder: 'New order',
    documentsTitle: 'Your documents',
    download: 'Download',
    policy: 'Policy no. {number}',
    validity: 'Valid {from} – {to}',
    insurer: 'Insurer: {insurer}',
    documentKinds: {
      demand: 'Insurance application',
      contract: 'Insurance contract',
      policy: 'Policy',
      documents: 'Payment confirmation',
      amicable_settlement: 'Accident report form',
      wallet_pass: 'Apple Wallet pass',
      google_pass: 'Google Wallet pass',
      invoice: 'Invoice',
    },
    fileInfo: '{type}, {size}',
    walletTitle: 'The policy in your phone’s wallet',
    addToAppleWallet: 'Add to Apple Wallet',
    addToGoogleWallet: 'Add to Google Wallet',
    supportTitle: 'Support',
    notFound: 'Order not found.',
    items: {
      title: 'What the order holds',
      number: 'No. {number}',
      price: 'Price',
      status: {
        pending: 'Being issued',
        issued: 'Issued',
        failed: 'Could not be issued',
        refunded: 'Its price was refunded',
        booked: 'Booked with the courier',
        scheduled: 'Delivery scheduled',
        delivered: 'Delivered',
        canceled: 'Delivery canceled, its price refunded',
      },
    },
    delivery: {
      title: 'Courier delivery of the paper Green Card',
      steps: { booked: 'Booked with the courier', scheduled: 'Scheduled', delivered: 'Delivered' },
      pending: 'The courier is booked as soon as the Green Card is issued.',
      bookedOn: 'Booked on {date} at {time}. The courier will tell us the day and time.',
      scheduledFor: 'The courier comes on {date}, between {from} and {to}.',
      deliveredOn: 'Delivered on {date} at {time}.',
      canceled: 'The delivery was canceled on {date}; its price ({amount}) is being returned to your card.',
      cancel: 'Cancel the delivery',
      canceling: 'Canceling…',
      cancelHint: 'You can cancel the delivery until the courier schedules it; its price is refunded.',
    },
    accountLink: 'See all your orders in your account',
    vignette: {
      steps: {
        paid: 'Order paid',
        processing: 'Issuing the certificate',
        issued: 'Certificate created by the issuer',
        completed: 'Documents issued',
      },
      now: {
        paid: 'Payment received. We are sending the order to the issuer.',
        processing: 'The issuer is issuing the vignette certificate.',
        issued: 'The issuer has created the certificate. We are preparing the documents.',
      },
      failed:
        'The issuer could not issue the vignette certificate. Our team has been notified and will contact you; if it cannot be solved, you get all your money back.',
      canceled: 'The order was cancelled and no certificate will be issued.',
      titleFailed: 'We could not issue the certificate',
      policy: 'Vignette certificate no. {number}',
      insurer: 'Issuer: {insurer}',
      issuer: 'Issuer',
      walletTitle: 'The vignette certificate in your phone’s wallet',
      document: 'Vignette certificate',
      check: 'Certificate check',
    },
  },
  mobileWindow: {
    ok: 'Transaction is OK',
    close: 'Please close this window',
    button: 'Close',
  },
  resume: {
    text: 'You have an unpaid order. Pay for the order before it expires.',
    action: 'To the order',
    dismiss: 'Hide this message',
  },
  account: {
    title: 'My account',
    greeting: 'Hello, {name}',
    signOut: 'Sign out',
    backHome: 'Back to the site',
    ordersTitle: 'My insurance',
    historyTitle: 'Order history',
    columns: { contractor: 'Contractor', insurance: 'Insurance', amount: 'Amount', status: 'Insurance status' },
    validTo: 'valid until {date}',
    renew: 'Renew',
    orderNew: 'Order a new insurance',
    details: 'Details',
    empty: 'You have not bought any insurance with this account yet.',
    page: 'Page {page} of {pages}',
    previous: 'Previous',
    next: 'Next',
    notSignedIn: 'Sign in to see your insurance.',
    signIn: 'Sign in',
    items: {
      label: 'Items of order {number}',
      number: 'No. {number}',
      download: 'Download {document} ({product})',
    },
  },
  auth: {
    title: 'Sign in',
    lead: 'See the policies you bought, renew them on time and order faster.',
    withProvider: 'Continue with {provider}',
    or: 'or',
    emailLabel: 'E-mail',
    emailSubmit: 'Send me a sign-in link',
    emailSent: 'We have sent a sign-in link to {email}. Open it on this device.',
    emailError: 'We could not send the link. Please try again later.',
    note: 'No password needed. You can also buy without an account.',
    errors: {
      'sign-in-failed': 'We could not sign you in. Please try again.',
      'link-expired': 'The sign-in link has expired or was already used. Ask for a new one.',
      canceled: 'Sign-in was canceled.',
    },
    link: {
      title: 'Sign in with the e-mailed link',
      signingIn: 'Signing you in…',
      otherBrowser: 'This link was asked for on another device or browser. It signs you in as {email}.',
      ordersStay:
        'Orders started in this browser will not be added to that account. If you did not ask for this link, do not continue.',
      confirm: 'Yes, sign in to this account',
      cancel: 'No, go to the home page',
      askAgain: 'Ask for a new link',
    },
  },
  contact: {
    title: 'Contact',
    lead: 'Write to us and we will answer on the same working day.',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    submit: 'Send the message',
    sending: 'Sending…',
    phoneTitle: 'Phone',
    emailTitle: 'E-mail',
    hours: 'Monday–Friday, 9:00–18:00',
    addressTitle: 'Address',
    address: 'Chișinău, 67 București St.',
  },
  blog: {
    title: 'Blog',
    lead: 'Practical advice on motor and travel insurance in Moldova.',
    readMore: 'Read the article',
    allArticles: 'All articles',
    readingTime: '{minutes} min read',
    articles: {
      accident: {
        title: 'What to do after a road accident',
        summary: 'What to do at the scene, when you can use the amicable report, and how to tell the insurer.',
        date: '2026-10-06',
        sections: [
          {
            heading: 'The first minutes',
            body: [
              'Stop at once, switch on the hazard lights and place the warning triangle at least 30 metres behind. Put on the reflective vest before stepping onto the road.',
              'Check whether anyone is injured. If so, call 112 and do not move the vehicles until the police arrive, unless it is needed to save a life.',
            ],
          },
          {
            heading: 'When you can fill in an amicable report',
            body: [
              'If only two vehicles are involved, nobody is injured, both drivers hold a valid MTPL (RCA) policy and they agree on what happened, you can fill in the amicable accident report without the police.',
              '- Fill in one form together and both sign it.',
              '- Draw a sketch of the accident and tick the circumstances.',
              '- Photograph the vehicles, the plates and the scene.',
              'An amicable report covers material damage of up to 15,000 lei. The form comes with the documents of every MTPL policy bought on Asiguro.',
            ],
          },
          {
            heading: 'Tell the insurer',
            body: [
              'The injured party files the claim with the at-fault driver’s MTPL insurer, usually within 3 working days. Keep the policy, the form and the photos.',
              'Do not repair the vehicle before the insurer has inspected the damage: otherwise it may be hard to establish the compensation.',
            ],
          },
        ],
      },
      greenCard: {
        title: 'What the Green Card is and when you need it',
        summary: 'Motor liability insurance for driving abroad: zones, periods and how to buy it online.',
        date: '2026-09-15',
        sections: [
          {
            heading: 'What it covers',
            body: [
              'The Green Card is the compulsory motor third-party liability insurance for Moldovan-registered vehicles driving abroad. It covers damage caused to others in the Green Card system countries, up to the limits required by the law of the country where the accident happens.',
              'The domestic MTPL (RCA) policy is not valid abroad and the Green Card is not valid in Moldova: for trips both ways you need both.',
            ],
          },
          {
            heading: 'Zones and periods',
            body: [
              '- Zone 1 (CL): Ukraine.',
              '- Zone 3 (CA): all Green Card system countries, the European Union included.',
              'You can choose 15 days or 1 to 12 months. The price is set in euros and paid in lei at the official rate of the day.',
            ],
          },
          {
            heading: 'How to buy it online',
            body: [
              'You need the vehicle’s registration certificate (permanent, not temporary) and the owner’s IDNP. Choose the zone and the period, compare insurers and pay. The electronically signed policy arrives in about a minute; at the border you can show it on your phone or printed.',
            ],
          },
        ],
      },
      rcaPrice: {
        title: 'How the MTPL (RCA) price is calculated',
        summary: 'Which factors drive the MTPL premium and why prices differ between insurers.',
        date: '2026-08-25',
        sections: [
          {
            heading: 'The reference premium',
            body: [
              'The MTPL price starts from the reference premium set by the National Bank of Moldova, multiplied by coefficients that describe the risk: vehicle type and engine size, place of registration, the owner’s age and driving experience, how the vehicle is used and the period of cover.',
            ],
          },
          {
            heading: 'Bonus-malus',
            body: [
              'Your claims history counts. Every year without an at-fault accident moves you to a bonus class with a discount; every at-fault accident moves you to a malus class with a surcharge. The class is applied automatically from your IDNP.',
            ],
          },
          {
            heading: 'Why offers differ',
            body: [
              'Insurers may apply their own adjustments on top of the reference premium, but never go below it. That is why comparing pays off: offers for the same cover can differ by a few hundred lei a year.',
              '- Period: a 12-month policy costs less than several short ones.',
              '- Number of drivers: a policy with unlimited drivers costs more.',
              '- Taxi and public transport: higher coefficients, because the risk is higher.',
            ],
          },
        ],
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        q: 'Is the policy I receive by e-mail valid?',
        a: 'Yes. The policy is electronically signed by the insurer and registered in the official systems. At a check you can show it on your phone or printed. Anyone can verify it with the QR code on the document.',
      },
      {
        q: 'How long does issuing take?',
        a: 'A policy is usually issued about a minute after payment, a vignette in about three minutes. The order page updates by itself.',
      },
      {
        q: 'Do I need an account?',
        a: 'No. You can buy without an account. With one you see all your policies, get reminders before they expire and order faster.',
      },
      {
        q: 'How can I pay?',
        a: 'By bank card, by online payment (internet banking or terminals) or in your banking app with a QR code. Companies can also pay by bank transfer against an invoice.',
      },
      {
        q: 'What happens if the policy cannot be issued after I pay?',
        a: 'Our team takes over at once. If the policy cannot be issued, we refund you in full. We never keep money without issuing the policy.',
      },
      {
        q: 'Why does the price in lei change from one day to the next?',
        a: 'Some insurance (Green Card, travel insurance, vignettes) is priced in euros. You pay in lei at the National Bank’s official rate of the day you confirm the order.',
      },
    ],
  },
  terms: {
    title: 'Terms of service',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        heading: '1. Who we are',
        body: [
          'Asiguro S.R.L. runs the asiguro.md platform as an insurance intermediary. We are not an insurer: the insurance contract is between you and the insurer you choose; we help you compare offers, pay and receive the documents.',
        ],
      },
      {
        heading: '2. The order',
        body: [
          'What you enter is saved automatically in an order so that you do not lose it. An unconfirmed order expires 30 days after its last change; a confirmed, unpaid one expires at the end of the day, because its price depends on that day’s official rate.',
          'You are responsible for the accuracy of your data. A policy issued with wrong data may lead to a refused claim.',
        ],
      },
      {
        heading: '3. Price and payment',
        body: [
          'The price shown is the insurer’s price. Prices set in foreign currency are converted to lei at the official rate of the National Bank of Moldova. The price is fixed when you confirm the order.',
          'Payments go through licensed payment providers. We never receive or keep your card details.',
        ],
      },
      {
        heading: '4. Issuing and documents',
        body: [
          'The policy is issued once the payment is confirmed, usually in about a minute (a vignette in about three minutes). The documents are electronically signed and sent to you by e-mail; you can also download them from the order page.',
          'If the policy cannot be issued, we refund the full amount the same way you paid.',
        ],
      },
      {
        heading: '5. Withdrawal and termination',
        body: [
          'Until you pay you can drop the order at any time. Once issued, the policy is terminated under the insurer’s terms and the law in force; we help you with the request.',
        ],
      },
      {
        heading: '6. Complaints',
        body: [
          'Write to our support address at any time. We answer within 15 working days at most. If you are not satisfied with the answer, you can turn to the National Bank of Moldova or the competent court.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        heading: 'What data we process',
        body: [
          'The data needed to price and issue the insurance: name, IDNP or IDNO, date of birth, address, vehicle, property or trip details, phone number and, optionally, e-mail.',
        ],
      },
      {
        heading: 'Why we process it',
        body: [
          '- to get offers from insurers and issue the policy you choose;',
          '- to process the payment and issue the invoice;',
          '- to send you the documents and, if you have an account, reminders before the policy expires.',
          'The legal basis is the performance of the contract you ask for and your consent, given when you confirm the order.',
        ],
      },
      {
        heading: 'Who we share it with',
        body: [
          'Only the chosen insurer (and those that price offers for you), the payment provider and authorities where the law requires it. We do not sell data or use it for third-party advertising.',
        ],
      },
      {
        heading: 'How long we keep it',
        body: [
          'Unpaid orders are deleted after they expire, within 90 days at most. Data of issued policies is kept as long as accounting and insurance law require.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'You may ask for access to your data, its correction or deletion, and object to its processing by writing to our support address. You can also turn to the National Center for Personal Data Protection.',
        ],
      },
      {
        heading: 'Cookies',
        body: [
          'We only use necessary cookies: one for the session, so you do not lose your order, and one for security. We use no third-party tracking cookies.',
        ],
      },
    ],
  },
  check: {
    title: 'Policy check',
    lead: 'Check whether a policy or vignette issued through Asiguro is valid.',
    numberLabel: 'Policy number',
    submit: 'Check',
    valid: 'Policy no. {number} is valid',
    notYetActive: 'Policy no. {number} starts on {date}',
    expired: 'Policy no. {number} has expired',
    unknown: 'We cannot confirm the validity of policy no. {number}',
    notFound: 'Policy no. {number} was not found',
    validUntil: 'Valid until {date} inclusive',
    period: 'Period: {from} – {to}',
    insurer: 'Insurer: {insurer}',
    vignette: {
      valid: 'Vignette certificate no. {number} is valid',
      notYetActive: 'Vignette certificate no. {number} starts on {date}',
      expired: 'Vignette certificate no. {number} has expired',
      unknown: 'We cannot confirm the validity of certificate no. {number}',
      insurer: 'Issuer: {insurer}',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The address does not exist or has moved.',
    home: 'Back to the home page',
  },
  errors: {
    network: 'We cannot reach the server. Check your connection and try again.',
  },
};
