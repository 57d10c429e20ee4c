import { allSettled, fork } from 'effector';
import { $api, ApiNotInstalledError, attachApi } from './api-client';
import type { HotelApi } from './create-api';

const fakeApi = (name: string) => ({ booking: { hotel: async (id: number) => ({ id, name }) } }) as unknown as HotelApi;

describe('attachApi: effects receive the client held in $api', () => {
  const loadHotelFx = attachApi((api, id: number) => api.booking.hotel(id));

  it('calls the client of its own scope, so two scopes never share one', async () => {
    const first = fork({ values: [[$api, fakeApi('first')]] });
    const second = fork({ values: [[$api, fakeApi('second')]] });
    const [a, b] = await Promise.all([
      allSettled(loadHotelFx, { scope: first, params: 1 }),
      allSettled(loadHotelFx, { scope: second, params: 2 }),
    ]);
    expect(a).toEqual({ status: 'done', value: { id: 1, name: 'first' } });
    expect(b).toEqual({ status: 'done', value: { id: 2, name: 'second' } });
  });

  it('fails with a clear error when no client has been installed', async () => {
    const result = await allSettled(loadHotelFx, { scope: fork(), params: 1 });
    expect(result.status).toBe('fail');
    expect(result.value).toBeInstanceOf(ApiNotInstalledError);
  });

  it('lets a test replace the call by its params alone', async () => {
    const handler = jest.fn(async (id: number) => ({ id, name: 'fake' }));
    const scope = fork({ handlers: [[loadHotelFx, handler]] });
    await allSettled(loadHotelFx, { scope, params: 3 });
    expect(handler).toHaveBeenCalledWith(3);
  });
});
