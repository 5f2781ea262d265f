import { parseDmy } from './calendar-date';
import { roadAssistanceEligibility } from './road-assistance-eligibility.rule';

const start = parseDmy('01.07.2025')!;
const car = {
  vehicleCategory: 'M1',
  placesNumber: 5,
  standingPlaces: 0,
  technicalInspectionValidUntil: parseDmy('01.07.2025')!,
};

describe('roadAssistanceEligibility', () => {
  it('accepts a passenger car with at most 9 seats and a valid inspection', () => {
    expect(roadAssistanceEligibility(car, start)).toBeNull();
    expect(roadAssistanceEligibility({ ...car, placesNumber: 9 }, start)).toBeNull();
  });

  it('refuses 10 seats, standing places, other categories and an expired inspection', () => {
    expect(roadAssistanceEligibility({ ...car, placesNumber: 10 }, start)).toBe('road-assistance-eligibility');
    expect(roadAssistanceEligibility({ ...car, standingPlaces: 4 }, start)).toBe('road-assistance-eligibility');
    expect(roadAssistanceEligibility({ ...car, vehicleCategory: 'N1' }, start)).toBe('road-assistance-eligibility');
    expect(roadAssistanceEligibility({ ...car, technicalInspectionValidUntil: parseDmy('30.06.2025')! }, start)).toBe(
      'road-assistance-eligibility',
    );
  });

  it('refuses when the facts are unknown', () => {
    expect(roadAssistanceEligibility({ vehicleCategory: 'M1' }, start)).toBe('road-assistance-eligibility');
  });
});
