import { discount, facts, rate } from '../testing/fixtures';
import { isLinkedOffer, priceView, publicPrice } from './offers';

describe('priceView: SPEC 6 visitors see public prices, members their sign-in discount', () => {
  const plain = rate('DBL', 'ROOM', 30_000);
  const early = rate('DBL', 'EARLY', 30_000, { non_sign_in_discount: discount(27_000, 'Early bird 10%') });
  const member = rate('DBL', 'BRK', 40_000, { sign_in_discount: discount(38_000, 'Member discount 5%') });
  const both = rate('DBL', 'BOTH', 40_000, {
    non_sign_in_discount: discount(36_000, 'Early bird 10%'),
    sign_in_discount: discount(34_200, 'Member discount 5%'),
  });

  it.each([
    ['visitor, plain plan', plain, false, { price: 30_000, was: null, promotion: null, memberPrice: null }],
    ['member, plain plan', plain, true, { price: 30_000, was: null, promotion: null, memberPrice: null }],
    ['visitor, public promotion', early, false, { price: 27_000, was: 30_000, promotion: 'Early bird 10%', memberPrice: null }],
    ['visitor, plan with a member price: invited to log in', member, false, { price: 40_000, was: null, promotion: null, memberPrice: 38_000 }],
    ['member, plan with a member price: public price struck', member, true, { price: 38_000, was: 40_000, promotion: 'Member discount 5%', memberPrice: null }],
    ['visitor, both discounts', both, false, { price: 36_000, was: 40_000, promotion: 'Early bird 10%', memberPrice: 34_200 }],
    ['member, both discounts: struck against the public promotion', both, true, { price: 34_200, was: 36_000, promotion: 'Member discount 5%', memberPrice: null }],
  ])('%s', (_, item, isMember, expected) => {
    expect(priceView(item, isMember)).toEqual(expected);
  });

  it('the public price is the one after a public promotion', () => {
    expect(publicPrice(early)).toBe(27_000);
    expect(publicPrice(plain)).toBe(30_000);
  });
});

describe('isLinkedOffer: SPEC 2.5 roomCode / planCode', () => {
  const offer = { room: facts('DBL'), rate: rate('DBL', 'BRK', 1) };
  it.each([
    [null, false],
    [{ roomCode: null, planCode: null }, false],
    [{ roomCode: 'DBL', planCode: 'BRK' }, true],
    [{ roomCode: 'DBL', planCode: null }, true],
    [{ roomCode: null, planCode: 'BRK' }, true],
    [{ roomCode: 'TWN', planCode: 'BRK' }, false],
    [{ roomCode: 'DBL', planCode: 'ROOM' }, false],
  ])('%j → %s', (link, expected) => {
    expect(isLinkedOffer(link, offer)).toBe(expected);
  });
});
