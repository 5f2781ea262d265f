import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const STUDY_RO_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asigurare medicală pentru studenți în România',
    subtitle: 'Pentru studenții din Moldova înscriși la o universitate din România',
    documentTitle: 'Asigurare medicală pentru studii în România',
    covers: [
      'Cheltuielile medicale de urgență, spitalizarea și repatrierea pe teritoriul României.',
      'Perioada de studii aleasă, de la o lună la un an, plătită pe lună.',
      'Poliță acceptată de universitățile din România și pentru permisul de ședere.',
    ],
    faq: [
      {
        q: 'Cine poate fi asigurat?',
        a: 'Studenții cu cetățenia Republicii Moldova, până la 40 de ani, cu IDNP și pașaportul cu care călătoresc.',
      },
      {
        q: 'Ce document prezint universității sau Inspectoratului General pentru Imigrări?',
        a: 'Polița semnată electronic: indică studentul, teritoriul (România), scopul (studii), perioada și suma asigurată.',
      },
      {
        q: 'Pot plăti eu pentru copilul meu?',
        a: 'Da. Contractantul poate fi un părinte sau o companie; asigurat este studentul.',
      },
    ],
  },
  ru: {
    name: 'Медицинское страхование студентов в Румынии',
    subtitle: 'Для студентов из Молдовы, обучающихся в университете Румынии',
    documentTitle: 'Медицинское страхование на время учёбы в Румынии',
    covers: [
      'Экстренные медицинские расходы, госпитализация и репатриация на территории Румынии.',
      'Выбранный период учёбы, от одного месяца до года, с оплатой за месяц.',
      'Полис принимают университеты Румынии и при получении вида на жительство.',
    ],
    faq: [
      {
        q: 'Кого можно застраховать?',
        a: 'Студентов — граждан Республики Молдова до 40 лет, с IDNP и паспортом, по которому они путешествуют.',
      },
      {
        q: 'Какой документ предъявить университету или Генеральному инспекторату по иммиграции?',
        a: 'Полис с электронной подписью: в нём указаны студент, территория (Румыния), цель (учёба), период и страховая сумма.',
      },
      {
        q: 'Могу ли я оплатить страховку за своего ребёнка?',
        a: 'Да. Страхователем может быть родитель или компания; застрахованным остаётся студент.',
      },
    ],
  },
  en: {
    name: 'Medical insurance for students in Romania',
    subtitle: 'For students from Moldova enrolled at a Romanian university',
    documentTitle: 'Medical insurance for studies in Romania',
    covers: [
      'Emergency medical expenses, hospitalisation and repatriation in Romania.',
      'The months of study you choose, from one month to a year, priced per month.',
      'A policy Romanian universities accept, and for a residence permit.',
    ],
    faq: [
      {
        q: 'Who can be insured?',
        a: 'Students who are citizens of the Republic of Moldova, up to 40 years old, with their IDNP and the passport they travel with.',
      },
      {
        q: 'What do I show the university or the General Inspectorate for Immigration?',
        a: 'The electronically signed policy: it names the student, the territory (Romania), the purpose (studies), the period and the sum insured.',
      },
      {
        q: 'Can I pay for my child?',
        a: 'Yes. The contractor may be a parent or a company; the student is the insured person.',
      },
    ],
  },
};

/** The territory as the policy prints it. */
export const STUDY_TERRITORY: Localized = { ro: 'România', ru: 'Румыния', en: 'Romania' };
