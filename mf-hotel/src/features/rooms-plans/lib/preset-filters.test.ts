import { defaultFilters } from './filters';
import { presetFilters } from './preset-filters';

describe('presetFilters: SPEC 2.5 room_search_filters pre-select filters', () => {
  const offered = ['non_smoking', 'breakfast', 'free_cancellation', 'members_only', 'pay_at_hotel'];
  it.each([
    [[], defaultFilters],
    [['non_smoking'], { ...defaultFilters, nonSmoking: true }],
    [['breakfast'], { ...defaultFilters, mealTypes: ['breakfast', 'two_meals'] }],
    [['free_cancellation', 'pay_at_hotel'], { ...defaultFilters, planFeatures: ['free_cancellation', 'pay_at_hotel'] }],
    [['members_only', 'members_only'], { ...defaultFilters, planFeatures: ['members_only'] }],
    [['unknown'], defaultFilters],
  ])('%j', (ids, expected) => {
    expect(presetFilters(ids, offered)).toEqual(expected);
  });

  it('ignores ids the hotel does not offer, but takes every known id when the offer is unknown', () => {
    expect(presetFilters(['breakfast', 'non_smoking'], ['non_smoking'])).toEqual({ ...defaultFilters, nonSmoking: true });
    expect(presetFilters(['non_smoking'], null)).toEqual({ ...defaultFilters, nonSmoking: true });
  });
});
