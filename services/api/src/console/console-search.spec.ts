import { isPersonalSearch, searchHitsQuery, searchPlan } from './console-search';

describe(searchPlan.name, () => {
  it('tells the kind of term, for an audit entry that never holds the term', () => {
    expect(searchPlan('iai123456abc').kind).toBe('number');
    expect(searchPlan('Ion.Popescu@Example.md').kind).toBe('email');
    expect(searchPlan('2004787371520').kind).toBe('idnp');
    expect(searchPlan('1006600011175').kind).toBe('idno');
    expect(searchPlan('+373 69 123 456').kind).toBe('phone');
    expect(searchPlan('txr-014').kind).toBe('plate');
    expect(searchPlan('TMB4DS7B0ZPAEG04Y').kind).toBe('text');
    expect(searchPlan('Maria Ciobanu').kind).toBe('name');
    expect(searchPlan('Ștefan-Cel Mare').kind).toBe('name');
  });

  it('looks a name up by its words, and never a plate, a number or an e-mail as a name', () => {
    expect(searchPlan(' Maria Ciobanu ').name).toBe('Maria Ciobanu');
    expect(searchPlan("O'Neil").name).toBe("O'Neil");
    expect(searchPlan('BAL 204').name).toBeNull();
    expect(searchPlan('iai123456abc').name).toBeNull();
    expect(searchPlan('ion@popescu.md').name).toBeNull();
  });

  it('reduces a phone however it was written to its last eight digits', () => {
    for (const phone of ['069123456', '+37369123456', '373 69 12 34 56', '69123456'])
      expect(searchPlan(phone).phoneTail).toBe('69123456');
    expect(searchPlan('1234567').phoneTail).toBeNull();
    expect(searchPlan('2004787371520').phoneTail).toBeNull();
  });

  it('looks a plate up in its stored form, and never an order number as a plate', () => {
    expect(searchPlan('bal 204').plate).toBe('BAL204');
    expect(searchPlan('IAI123456ABC').plate).toBeNull();
    expect(searchPlan('abc').plate).toBeNull();
  });

  it('looks identifiers up by exact value, but not a word that every order holds', () => {
    expect(searchPlan('tmb4ds7b0zpaeg04y').values).toEqual(['tmb4ds7b0zpaeg04y', 'TMB4DS7B0ZPAEG04Y']);
    expect(searchPlan('rca').values).toEqual([]);
    expect(searchPlan('a@b.md').values).toEqual([]);
  });

  it('audits every kind but order and policy numbers', () => {
    expect(isPersonalSearch('number')).toBe(false);
    for (const kind of ['email', 'phone', 'idnp', 'idno', 'plate', 'name', 'text'] as const)
      expect(isPersonalSearch(kind)).toBe(true);
  });
});

describe(searchHitsQuery.name, () => {
  it('joins one lookup per kind the term may be, with the term only in parameters', () => {
    const { sql, params } = searchHitsQuery(searchPlan('069 123 456'));
    expect(sql.split(' union ')).toHaveLength(4);
    expect(sql).not.toContain('069');
    expect(params).toEqual(['069 123 456', '69123456', ['069 123 456']]);
  });

  it('looks plates, values and names up among the search terms, not in the orders', () => {
    const plate = searchHitsQuery(searchPlan('BAL 204'));
    expect(plate.sql).toMatch(/from order_search_terms where plates @> array\[\$(\d)\]/);
    expect(plate.params).toContain('BAL204');
    const name = searchHitsQuery(searchPlan('Maria Ciobanu'));
    expect(name.sql).toContain('from order_search_terms where name_words @> name_words($2)');
    expect(name.params).toEqual(['MARIA CIOBANU', 'Maria Ciobanu']);
    const vin = searchHitsQuery(searchPlan('wvwlad93w93049yze'));
    expect(vin.sql).toContain('from order_search_terms where strings && $2::text[]');
    expect(vin.params[1]).toEqual(['wvwlad93w93049yze', 'WVWLAD93W93049YZE']);
  });

  it('keeps quotes and operators of a term inside its parameter', () => {
    const { sql, params } = searchHitsQuery(searchPlan("12345' or true --"));
    expect(sql).not.toContain('12345');
    expect(params).toContainEqual(["12345' or true --", "12345' OR TRUE --"]);
  });
});
