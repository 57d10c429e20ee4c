// The filter panels' controls (hotel list, rooms and plans): their own entry, not in the shared `@hotel/ui`,
// whose copy the host loads for its first paint, and which never draws a filter.
export { CheckGroup, type CheckGroupProps } from './check-group/check-group';
export { RangeSlider, type RangeSliderProps } from './range-slider/range-slider';
