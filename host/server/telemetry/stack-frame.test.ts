import { slotReportSchema } from './slot-report-schema';

const failed = { remote: 'mf_hotel', version: '1.0.0-abc', route: '/hotel/:hotelId', outcome: 'failed', kind: 'render', error: 'TypeError' };
const frame = 'at renderRooms (https://cdn.test/mf-hotel/1.0.0-abc/rooms.0123456789.js:1:2345)';

/** Issue 17: the server keeps a reported stack only as frames, so nothing a visitor typed rides along. */
describe('a reported stack', () => {
  it('is taken as frames of script positions, ten at most', () => {
    expect(slotReportSchema.safeParse({ ...failed, stack: `${frame}\n${frame}` }).success).toBe(true);
    expect(slotReportSchema.safeParse({ ...failed, stack: Array(11).fill(frame).join('\n') }).success).toBe(false);
  });

  it.each([
    ['a message line', `TypeError: guest taro@example.com\n${frame}`],
    ['a query in an address', 'at f (https://cdn.test/a.js?email=taro@example.com:1:2)'],
    ['a name with spaces', 'at my secret (https://cdn.test/a.js:1:2)'],
    ['an empty stack', ''],
  ])('is refused with %s', (_, stack) => {
    expect(slotReportSchema.safeParse({ ...failed, stack }).success).toBe(false);
  });

  it('goes with a failure only', () => {
    expect(slotReportSchema.safeParse({ remote: 'mf_hotel', version: '1', route: null, outcome: 'rendered', stack: frame }).success).toBe(false);
  });
});
