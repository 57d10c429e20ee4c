import { sharedAnswers } from './shared-answers';

describe('answers shared between callers (hotel settings asked for by two remotes)', () => {
  it('hands the answer on its way, then the one kept, to every caller of the same key', async () => {
    const share = sharedAnswers(60_000);
    const load = jest.fn(() => Promise.resolve({ max_rooms: 8 }));
    const [first, second] = await Promise.all([share('hotels/3/tiers', load), share('hotels/3/tiers', load)]);
    await expect(share('hotels/3/tiers', load)).resolves.toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for another key, and once the lifetime has passed', async () => {
    let clock = 0;
    const share = sharedAnswers(1_000, () => clock);
    const load = jest.fn(() => Promise.resolve('answer'));
    await share('ja hotels/3/tiers', load);
    await share('en hotels/3/tiers', load);
    clock = 1_000;
    await share('ja hotels/3/tiers', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure: the next caller asks again', async () => {
    const share = sharedAnswers(60_000);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('answer');
    await expect(share('hotels/3/tiers', load)).rejects.toThrow('offline');
    await expect(share('hotels/3/tiers', load)).resolves.toBe('answer');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
