import { getProduct } from '@asiguro/domain';
import { flowSteps } from './flow-steps';
import { locateIssues } from './server-issues';

const rca = getProduct('rca');
const details = { contractType: 'unlimited', contractor: { contractorType: 'individual' } };
const steps = flowSteps(rca, details);

describe(locateIssues.name, () => {
  it('places each problem on the screen and field that ask it, first screen first', () => {
    const located = locateIssues(steps, details, [
      {
        path: 'startDate',
        key: 'start-before-current-policy-ends',
        message: 'Poliță activă',
        firstValid: '13.12.2026',
      },
      {
        path: 'items.0.details.vehicle.certificateNumber',
        key: 'invalid-certificate',
        message: 'Certificat necunoscut',
      },
    ]);
    expect(located).toEqual([
      { stepId: 'vehicle', path: 'vehicle.certificateNumber', message: 'Certificat necunoscut' },
      { stepId: 'insurance-details', path: 'startDate', message: 'Poliță activă', firstValid: '13.12.2026' },
    ]);
  });

  it('puts a problem of a whole group on its first field and leaves out facts no screen asks', () => {
    const located = locateIssues(steps, details, [
      { path: 'contractor', key: 'contractor-ineligible', message: 'Nu poate fi contractant' },
      { path: 'facts.vehicle', key: 'required', message: 'Lipsește' },
    ]);
    expect(located).toEqual([
      { stepId: 'contractor', path: 'contractor.contractorType', message: 'Nu poate fi contractant' },
    ]);
  });

  it('addresses a traveller’s field by its place in the list', () => {
    const medical = getProduct('medical');
    const trip = { travelType: 'single', contractor: { contractorType: 'individual' } };
    const located = locateIssues(flowSteps(medical, trip), trip, [
      { path: 'persons.1.idnp', key: 'duplicate-personal-code', message: 'De două ori' },
    ]);
    expect(located).toEqual([{ stepId: 'persons', path: 'persons.1.idnp', message: 'De două ori' }]);
  });
});
