import { $booking } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $openPopup, popupDismissed, popupOpened } from '../popups/model';
import { testBooking } from '../test-booking';
import '../model';
import { $promoDraft, $promoStatus, promoApplied, promoRemoved, promoTyped } from './model';

function setup(promoCode = '') {
  const scope = fork({ values: [[$booking, testBooking({ promoCode })]] });
  const type = (text: string) => allSettled(promoTyped, { scope, params: text });
  return { scope, type, open: () => allSettled(popupOpened, { scope, params: 'promoCode' }) };
}

describe('promo code (SPEC 2.3, 5, 9)', () => {
  it('upper-cases as typed and knows a known code from 4 characters', async () => {
    const { scope, open, type } = setup();
    await open();
    await type('off');
    expect(scope.getState($promoDraft)).toBe('OFF');
    expect(scope.getState($promoStatus)).toEqual({ error: null, known: false, special: false });
    await type('off5');
    expect(scope.getState($promoStatus)).toEqual({ error: null, known: true, special: true });
    await type('sakura10');
    expect(scope.getState($promoStatus)).toMatchObject({ known: true, special: false });
  });

  it('applies a well-formed code to booking data with its exists flag, and closes', async () => {
    const { scope, open, type } = setup();
    await open();
    await type('OFF5');
    await allSettled(promoApplied, { scope });
    expect(scope.getState($booking)).toMatchObject({ promoCode: 'OFF5', promoCodeExist: true });
    expect(scope.getState($openPopup)).toBeNull();
  });

  it('refuses a 2-character code with a message, and keeps the popup open', async () => {
    const { scope, open, type } = setup();
    await open();
    await type('ab');
    expect(scope.getState($promoStatus).error).toBeNull();
    await allSettled(promoApplied, { scope });
    expect(scope.getState($promoStatus).error).toBe('tooShort');
    expect(scope.getState($openPopup)).toBe('promoCode');
    expect(scope.getState($booking).promoCode).toBe('');
  });

  it('says at once when a code has characters no code has', async () => {
    const { scope, open, type } = setup();
    await open();
    await type('off-5');
    expect(scope.getState($promoStatus).error).toBe('invalidCharacters');
  });

  it('closing without Apply keeps the code the search had; Remove clears the draft', async () => {
    const { scope, open, type } = setup('STAY3');
    await open();
    expect(scope.getState($promoDraft)).toBe('STAY3');
    await type('XYZ9');
    await allSettled(popupDismissed, { scope });
    expect(scope.getState($booking).promoCode).toBe('STAY3');
    await open();
    await allSettled(promoRemoved, { scope });
    await allSettled(promoApplied, { scope });
    expect(scope.getState($booking)).toMatchObject({ promoCode: '', promoCodeExist: false });
  });

  it('issue 13: an unknown code (ZZZZ) is refused with a message, and the search keeps its prices', async () => {
    const { scope, open, type } = setup('STAY3');
    await open();
    const before = scope.getState($booking);
    await type('zzzz');
    expect(scope.getState($promoStatus).error).toBeNull();
    await allSettled(promoApplied, { scope });
    expect(scope.getState($promoStatus).error).toBe('unknown');
    expect(scope.getState($openPopup)).toBe('promoCode');
    expect(scope.getState($booking)).toEqual(before);
    await type('zzzz5');
    expect(scope.getState($promoStatus).error).toBeNull();
  });
});

