import type { CardInput } from '@hotel/contracts';
import { cardRuleFailure } from './card-rules';

const valid: CardInput = { cardno: '4111111111111111', expire: '2912', securitycode: '123', holdername: 'TARO YAMADA' };

describe('card rules (SPEC 8 result codes, first broken rule wins)', () => {
  it.each<[string, Partial<CardInput>]>([
    ['100', { cardno: '' }],
    ['101', { cardno: '4111-1111-1111-1111' }],
    ['101', { cardno: '4111 1111 1111 1111' }],
    ['102', { cardno: '411111111' }],
    ['102', { cardno: '41111111111111111' }],
    ['110', { expire: '' }],
    ['111', { expire: '12/29' }],
    ['112', { expire: '291' }],
    ['112', { expire: '20291' }],
    ['113', { expire: '2913' }],
    ['113', { expire: '202900' }],
    ['121', { securitycode: '12a' }],
    ['122', { securitycode: '12345' }],
    ['131', { holdername: 'ヤマダ タロウ' }],
    ['131', { holdername: 'TARO_YAMADA' }],
    ['132', { holdername: 'A'.repeat(51) }],
    ['100', { cardno: '', expire: '', holdername: 'ヤマダ' }],
    ['110', { expire: '', securitycode: 'x' }],
  ])('answers %s for %j', (code, change) => {
    expect(cardRuleFailure({ ...valid, ...change })).toBe(code);
  });

  it.each<Partial<CardInput>>([
    {},
    { cardno: '3530111333300000' },
    { cardno: '4111111111' },
    { expire: '202912' },
    { expire: '0101' },
    { securitycode: '' },
    { securitycode: '1234' },
    { holdername: '' },
    { holdername: 'J. R. SMITH-JONES' },
    { holdername: 'A'.repeat(50) },
  ])('accepts %j', (change) => {
    expect(cardRuleFailure({ ...valid, ...change })).toBeNull();
  });
});
