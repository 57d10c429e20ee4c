import { paymentMethods } from './method-options';

describe('the ways to pay a booking offers (SPEC 2.6 payment)', () => {
  it.each([
    ['a member: the engine lists points with the plans’ methods', ['onsite', 'card', 'points'], ['card', 'onsite', 'points']],
    ['a visitor: the engine leaves points out, the page still offers them to prompt a log-in or join', ['deferred', 'card'], ['card', 'deferred', 'points']],
  ] as const)('%s', (_, listed, offered) => {
    expect(paymentMethods({ payment_method: listed.map((code) => ({ code })) })).toEqual(offered);
  });
});
