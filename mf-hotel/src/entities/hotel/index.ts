// The hotel every part of the hotel page reads: which hotel and language, its content and the engine's view
// of it, and whether the page can show it. Priming (`./prime`) is imported by the page's entry on its own,
// so the entry stays small and does not carry this model.
export { requestHotelDetail } from './api';
export { type HotelRequest, type HotelStatus, isSameRequest, parseHotelId, statusOfFailure } from './lib';
export {
  $engineHotel,
  $hotel,
  $hotelId,
  $hotelRequest,
  $hotelStatus,
  hotelPageClosed,
  hotelPageOpened,
  hotelPageRetried,
  keepCurrentAnswers,
  loadEngineHotelFx,
  loadHotelFx,
} from './model';
export { HotelMessage, HotelNotFound } from './ui/hotel-message';
export { ScoreCircles } from './ui/score-circles';
