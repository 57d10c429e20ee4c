export {
  $selection,
  $isMember,
  $price,
  $priceFailure,
  $pricePending,
  $hotel,
  $policies,
  $terms,
  loadTermsFx,
  funnelOpened,
  priceRetried,
  priceRefreshRequested,
  loadPriceFx,
  loadHotelFx,
  loadPoliciesFx,
  type PriceFailure,
} from './model';
export { partyOf, priceTotals, roomPrice, type Party, type PriceTotals } from './lib/party';
export { priceQuery, priceKey } from './lib/price-query';
export { useFunnelGuard, funnelIdleMs } from './use-funnel-guard';
export { FunnelLayout } from './ui/funnel-layout';
export { StepBar, type FunnelStep } from './ui/step-bar';
export { StaySentence, dayOf } from './ui/stay-sentence';
export { PendingPriceSummary, PriceSummary } from './ui/price-summary';
