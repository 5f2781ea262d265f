import { suggestEmail } from './email-typos';

describe(suggestEmail.name, () => {
  it.each([
    ['ion@gmial.con', 'ion@gmail.com'],
    ['ion@gmail.con', 'ion@gmail.com'],
    ['Ion.Popescu@GMAIL.CM', 'Ion.Popescu@gmail.com'],
    ['ana@yaho.com', 'ana@yahoo.com'],
    ['ana@yahooo.com', 'ana@yahoo.com'],
    ['olga@mail.ri', 'olga@mail.ru'],
    ['olga@mai.ru', 'olga@mail.ru'],
    ['olga@maill.ru', 'olga@mail.ru'],
    ['petru@hotmial.com', 'petru@hotmail.com'],
    ['petru@outlok.com', 'petru@outlook.com'],
    ['dan@yandex.ry', 'dan@yandex.ru'],
    ['dan@gmailcom', 'dan@gmail.com'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'ion@gmail.com',
    'olga@mail.ru',
    // Real endings of other countries: not typos of the common domain.
    'olga@mail.md',
    'ana@yahoo.ro',
    // Company and government domains far from every webmail.
    'contabil@asiguro.md',
    'office@moldasig.md',
    // Not an address yet.
    'ion',
    'ion@',
    '@gmail.con',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeUndefined();
  });
});
