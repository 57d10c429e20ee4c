import { $booking, bookingChanged, homeOpened } from '@hotel/bus';
import { allSettled, createWatch, fork } from 'effector';
import { testBooking } from '../test-booking';
import { $openPopup, popupChangedSearch, popupClosed, popupOpened, popupsReset } from './model';

function setup() {
  const scope = fork({ values: [[$booking, testBooking()]] });
  const changed = jest.fn();
  createWatch({ unit: popupChangedSearch, fn: changed, scope });
  return { scope, changed };
}

describe('booking popups (SPEC 4: one at a time, closing after a change pushes the search)', () => {
  it('keeps only one popup open: opening another closes the first', async () => {
    const { scope } = setup();
    await allSettled(popupOpened, { scope, params: 'checking' });
    await allSettled(popupOpened, { scope, params: 'roomSelect' });
    expect(scope.getState($openPopup)).toBe('roomSelect');
    await allSettled(popupClosed, { scope });
    expect(scope.getState($openPopup)).toBeNull();
  });

  it('reports a changed search when a popup closes after the booking data changed', async () => {
    const { scope, changed } = setup();
    await allSettled(popupOpened, { scope, params: 'checking' });
    await allSettled(bookingChanged, { scope, params: { checkOut: '2031-03-14' } });
    await allSettled(popupClosed, { scope });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('just closes when nothing changed (a change of location alone is no new stay)', async () => {
    const { scope, changed } = setup();
    await allSettled(popupOpened, { scope, params: 'location' });
    await allSettled(bookingChanged, { scope, params: { location: '新宿' } });
    await allSettled(popupClosed, { scope });
    expect(changed).not.toHaveBeenCalled();
  });

  it('counts switching to another popup as closing the first', async () => {
    const { scope, changed } = setup();
    await allSettled(popupOpened, { scope, params: 'promoCode' });
    await allSettled(bookingChanged, { scope, params: { promoCode: 'OFF5' } });
    await allSettled(popupOpened, { scope, params: 'checking' });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(scope.getState($openPopup)).toBe('checking');
  });

  it('closes everything without a push when home opens (SPEC 2.2) or the box leaves the page', async () => {
    const { scope, changed } = setup();
    await allSettled(popupOpened, { scope, params: 'roomSelect' });
    await allSettled(bookingChanged, { scope, params: { nights: 3 } });
    await allSettled(homeOpened, { scope });
    expect(scope.getState($openPopup)).toBeNull();
    await allSettled(popupOpened, { scope, params: 'checking' });
    await allSettled(popupsReset, { scope });
    expect(scope.getState($openPopup)).toBeNull();
    expect(changed).not.toHaveBeenCalled();
  });

  it('locks page scroll while a popup is open and restores it after', async () => {
    const { scope } = setup();
    document.body.style.overflow = 'auto';
    await allSettled(popupOpened, { scope, params: 'checking' });
    expect(document.body.style.overflow).toBe('hidden');
    await allSettled(popupOpened, { scope, params: 'promoCode' });
    expect(document.body.style.overflow).toBe('hidden');
    await allSettled(popupClosed, { scope });
    expect(document.body.style.overflow).toBe('auto');
  });
});
