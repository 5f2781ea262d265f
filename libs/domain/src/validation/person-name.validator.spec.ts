import { isPersonName, personNameSchema } from './person-name.validator';

describe('person names', () => {
  it.each(['Ana-Maria', 'Ștefan', 'Țurcanu', "O'Neil", 'Иван', 'Jr. Smith'])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['Ion2', '-Ana', 'Ana_Maria', 'a@b'])('refuses %s', (name) => {
    expect(isPersonName(name)).toBe(false);
    expect(personNameSchema.safeParse(name).error?.issues.map((issue) => issue.message)).toEqual(['invalid-name']);
  });
});
