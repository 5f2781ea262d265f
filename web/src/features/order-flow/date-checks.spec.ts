import { addCalendarDays, chisinauDayOf, getProduct, type CalendarDay } from '@asiguro/domain';
import { textOfDay } from '../../ui/date-picker/calendar-grid';
import { dateBounds } from './date-bounds';
import { liveDateMessages, typedDatePaths } from './date-checks';

const medical = getProduct('medical');
const trip = medical.steps.find((step) => step.id === 'trip')!;
const today = chisinauDayOf(new Date());
const inDays = (days: number) => textOfDay(addCalendarDays(today, days));

describe(liveDateMessages.name, () => {
  it('puts an end before the start on the end field as soon as both dates are typed', () => {
    const messages = liveDateMessages(
      trip.fields,
      { travelType: 'single', startDate: inDays(10), endDate: inDays(5) },
      'en',
    );
    expect(messages).toEqual({ endDate: 'The end date cannot be before the start date' });
  });

  it('says nothing while a date is half typed, or when the period holds', () => {
    expect(
      liveDateMessages(trip.fields, { travelType: 'single', startDate: inDays(10), endDate: '01.0' }, 'en'),
    ).toEqual({});
    expect(
      liveDateMessages(trip.fields, { travelType: 'single', startDate: inDays(5), endDate: inDays(10) }, 'en'),
    ).toEqual({});
  });

  it('finds typed dates in lists (a traveller’s birthday) by their full path', () => {
    const persons = medical.steps.find((step) => step.id === 'persons')!;
    expect(typedDatePaths(persons.fields, { persons: [{ birthday: '01.02.1990' }, { birthday: '01.02' }] })).toEqual([
      'persons.0.birthday',
    ]);
  });
});

describe(dateBounds.name, () => {
  const day = today as CalendarDay;
  it('offers a start within the product’s window, an end from its start, a birthday up to today', () => {
    expect(dateBounds('startDate', day, { minDays: 1, maxDays: 30 }, {})).toEqual({
      min: addCalendarDays(day, 1),
      max: addCalendarDays(day, 30),
    });
    expect(dateBounds('endDate', day, undefined, { startDate: inDays(4) })).toEqual({ min: addCalendarDays(day, 4) });
    expect(dateBounds('endDate', day, undefined, {})).toEqual({ min: day });
    expect(dateBounds('persons.0.birthday', day, undefined, {})).toEqual({ max: day });
  });
});
