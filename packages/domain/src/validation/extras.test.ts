import { extraQuantityOptions } from './extras';

describe('SPEC 5: "Extras quantity options run from min_unit to max_unit"; "Extras with quantity zero are not sent"', () => {
  it.each([
    [{ min_unit: 1, max_unit: 3 }, [0, 1, 2, 3], '0 first, so the extra can be left out'],
    [{ min_unit: 0, max_unit: 2 }, [0, 1, 2], 'a minimum of 0 is listed once'],
    [{ min_unit: 2, max_unit: 2 }, [0, 2], 'a fixed quantity'],
    [{ min_unit: 3, max_unit: 1 }, [0], 'a minimum above the maximum offers nothing to order'],
  ])('%j → %j (%s)', (extra, options, _why) => {
    expect(extraQuantityOptions(extra)).toEqual(options);
  });
});
