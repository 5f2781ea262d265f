import { ordersQueryString } from '../../api/console-api';
import {
  hasFilters,
  ordersQueryOf,
  validateAuditSearch,
  validateOrdersSearch,
  validateSearchPage,
} from './orders-search';

describe(validateSearchPage.name, () => {
  it('keeps a pasted term the router read as a number as the text it is', () => {
    // `?q=2004787371520` reaches validateSearch as the number 2004787371520.
    expect(validateSearchPage({ q: 2004787371520 })).toEqual({ q: '2004787371520' });
    expect(validateSearchPage({ q: ' BAL 204 ' })).toEqual({ q: 'BAL 204' });
    expect(validateSearchPage({})).toEqual({});
  });
});

describe(validateOrdersSearch.name, () => {
  it('keeps the filters, page and sort the contract accepts', () => {
    expect(
      validateOrdersSearch({
        product: 'vignette:ro',
        insurer: 'donaris',
        status: 'failed',
        minAgeMinutes: '15',
        page: 2,
        sort: 'overdue',
        dir: 'desc',
      }),
    ).toEqual({
      product: 'vignette:ro',
      insurer: 'donaris',
      status: 'failed',
      minAgeMinutes: 15,
      page: 2,
      sort: 'overdue',
      dir: 'desc',
    });
  });

  it('drops what is invalid and keeps the rest', () => {
    expect(
      validateOrdersSearch({
        product: 'yacht',
        status: 'lost',
        minAgeMinutes: -3,
        page: 0,
        sort: 'x',
        insurer: 'grawe',
      }),
    ).toEqual({
      insurer: 'grawe',
    });
  });

  it('ignores parameters it does not know', () => {
    expect(validateOrdersSearch({ view: 'failed', debug: true })).toEqual({});
  });
});

describe(ordersQueryOf.name, () => {
  it('sends the view, filters, page and sort: the server sorts every page', () => {
    const query = ordersQueryOf('stuck', { product: 'rca', page: 3, sort: 'overdue', dir: 'asc' });
    expect(query).toEqual({ view: 'stuck', product: 'rca', page: 3, sort: 'overdue', dir: 'asc' });
    expect(ordersQueryString(query)).toBe('view=stuck&product=rca&sort=overdue&dir=asc&page=3&pageSize=50');
  });

  it('asks for the longest in their state first when the URL names no sort', () => {
    expect(ordersQueryString(ordersQueryOf('failed', {}))).toBe('view=failed&sort=age&dir=desc&page=1&pageSize=50');
  });
});

describe(hasFilters.name, () => {
  it('is false for a page and sort only', () => {
    expect(hasFilters({ page: 2, sort: 'age' })).toBe(false);
    expect(hasFilters({ minAgeMinutes: 0 })).toBe(true);
  });
});

describe(validateAuditSearch.name, () => {
  it('reads a page number and refuses a nonsense one', () => {
    expect(validateAuditSearch({ page: '4' })).toEqual({ page: 4 });
    expect(validateAuditSearch({ page: 'last' })).toEqual({});
  });
});
