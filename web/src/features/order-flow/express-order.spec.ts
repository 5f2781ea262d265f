import type { MyOrder } from '@asiguro/contracts';
import { vehiclesOf } from './express-order';

const order = (id: string, certificateNumber: string | null): MyOrder => ({
  id,
  number: `IAI00000${id}ABC`,
  status: 'completed',
  insuranceType: 'rca',
  contractor: null,
  certificateNumber,
  amount: null,
  insuranceStatus: 'active',
  validTo: null,
  createdAt: '2026-01-01T00:00:00Z',
  items: [],
});

describe(vehiclesOf.name, () => {
  it('offers each vehicle once, most recent order first, skipping orders without a vehicle', () => {
    const vehicles = vehiclesOf([
      order('1', '123456789'),
      order('2', null),
      order('3', '123456789'),
      order('4', '987654321'),
    ]);
    expect(vehicles.map((item) => item.id)).toEqual(['1', '4']);
  });
});
