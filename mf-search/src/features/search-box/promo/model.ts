import { $booking, bookingChanged } from '@hotel/bus';
import { applyPromoCode, isSpecialPromo, normalizePromoCode, promoApplyError, promoCodeError, promoCodeExists, type PromoApplyError } from '@hotel/domain/search';
import { combine, createEvent, createStore, sample } from 'effector';
import { popupClosed, popupOpened } from '../popups/model';

export const promoTyped = createEvent<string>();
export const promoApplied = createEvent();
export const promoRemoved = createEvent();

const promoOpened = sample({ clock: popupOpened, filter: (id) => id === 'promoCode' });

/** SPEC 5: the code as typed, upper-cased. Apply writes it to booking data; closing otherwise drops it. */
export const $promoDraft = createStore('')
  .on(promoTyped, (_, input) => normalizePromoCode(input))
  .reset(promoRemoved);
sample({ clock: promoOpened, source: $booking, fn: (booking) => booking.promoCode, target: $promoDraft });

const $applyTried = createStore(false).on(promoApplied, () => true).reset(promoOpened, promoTyped);

export interface PromoStatus {
  /** Shown at once for wrong characters; "too short" and "unknown" only once the visitor tries to apply. */
  error: PromoApplyError | null;
  /** SPEC 5: from 4 characters, matched against the known codes. */
  known: boolean;
  special: boolean;
}

export const $promoStatus = combine($promoDraft, $applyTried, (draft, tried): PromoStatus => {
  const error = tried ? promoApplyError(draft) : promoCodeError(draft);
  return {
    error: error === 'tooShort' && !tried ? null : error,
    known: error === null && promoCodeExists(draft),
    special: error === null && isSpecialPromo(draft),
  };
});

const accepted = sample({ clock: promoApplied, source: $promoDraft, filter: (draft) => promoApplyError(draft) === null });
sample({
  clock: accepted,
  source: $booking,
  fn: (booking, draft) => {
    const { promoCode, promoCodeExist } = applyPromoCode(booking, draft);
    return { promoCode, promoCodeExist };
  },
  target: bookingChanged,
});
sample({ clock: accepted, target: popupClosed });
