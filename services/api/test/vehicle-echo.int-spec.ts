import { ApiClient, chisinauDayFromToday, startStack, type Stack } from '@asiguro/testing';

/** Sandbox registry vehicles (services/sandbox/src/registries/vehicle-registry.fixtures.ts). */
const WITH_POLICY = { certificateNumber: '662642156', ownerCode: '2002636966187' };
const WITHOUT_POLICY = { certificateNumber: '915030299', ownerCode: '2004787371520' };

/** POST /api/registries/vehicle: the order form's vehicle look-up through the real registry adapter. */
describe('vehicle look-up for the order form (API with the sandbox registry)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('shows back the vehicle, its bonus-malus class and when the current policy ends, and no owner', async () => {
    const api = new ApiClient(stack.baseUrl);
    const answer = await api.post<Record<string, unknown>>('/api/registries/vehicle', WITH_POLICY);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      make: 'Dacia',
      model: 'Logan',
      plateNumber: 'KBA 517',
      vinCode: 'UU19ZSZUT00KJBF5T',
      vehicleCategory: 'M1',
      engineVolume: 1598,
      bonusMalusClass: 9,
      bonusMalusFactor: 0.9,
      currentPolicyEndsOn: chisinauDayFromToday(20),
      earliestStart: chisinauDayFromToday(21),
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Rotaru|IAI204518KTR|donaris/i);
  });

  it('starts today for a vehicle without a current policy', async () => {
    const api = new ApiClient(stack.baseUrl);
    const answer = await api.post<{ currentPolicyEndsOn: string | null; earliestStart: string }>(
      '/api/registries/vehicle',
      WITHOUT_POLICY,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.currentPolicyEndsOn).toBeNull();
    expect(answer.body.earliestStart).toBe(chisinauDayFromToday(0));
  });

  it('reveals nothing for a certificate with another owner’s code, and refuses malformed input', async () => {
    const api = new ApiClient(stack.baseUrl);
    const wrongOwner = await api.post<{ error: { code: string } }>('/api/registries/vehicle', {
      certificateNumber: WITH_POLICY.certificateNumber,
      ownerCode: WITHOUT_POLICY.ownerCode,
    });
    expect(wrongOwner.status).toBe(400);
    expect(JSON.stringify(wrongOwner.body)).not.toContain('Dacia');
    const malformed = await api.post('/api/registries/vehicle', { certificateNumber: 'x', ownerCode: '1' });
    expect(malformed.status).toBe(400);
  });

  it('stops a session that keeps guessing owners after 30 look-ups in ten minutes', async () => {
    const api = new ApiClient(stack.baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const guess = await api.post('/api/registries/vehicle', {
        certificateNumber: WITH_POLICY.certificateNumber,
        ownerCode: WITHOUT_POLICY.ownerCode,
      });
      statuses.push(guess.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
