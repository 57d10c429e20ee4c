import { reportStack } from './report-stack';

const errorWith = (stack: string) => Object.assign(new TypeError('Cannot read "rooms" of guest taro@example.com'), { stack });

/** Issue 17: a failure report carries where the error was thrown, never what it said. */
describe("a failure report's stack", () => {
  it("keeps Chromium's frames without the message, an address's query or its hash", () => {
    const stack = [
      'TypeError: Cannot read "rooms" of guest taro@example.com',
      '    at renderRooms (https://cdn.test/mf-hotel/1.0.0-abc/rooms.0123456789.js:1:2345)',
      '    at https://cdn.test/mf-hotel/1.0.0-abc/remoteEntry.js?v=1#x:3:45',
      '    at new Promise (<anonymous>)',
    ].join('\n');
    expect(reportStack(errorWith(stack))).toBe(
      ['at renderRooms (https://cdn.test/mf-hotel/1.0.0-abc/rooms.0123456789.js:1:2345)', 'at <anonymous> (https://cdn.test/mf-hotel/1.0.0-abc/remoteEntry.js:3:45)'].join('\n'),
    );
  });

  it("reads Firefox's and Safari's frames alike", () => {
    expect(reportStack(errorWith('renderRooms@https://cdn.test/mf-hotel/1/rooms.js:1:2\n@https://cdn.test/mf-hotel/1/x.js:3:4'))).toBe(
      'at renderRooms (https://cdn.test/mf-hotel/1/rooms.js:1:2)\nat <anonymous> (https://cdn.test/mf-hotel/1/x.js:3:4)',
    );
  });

  it('keeps ten frames at most, and nothing for an error without frames or a thrown non-error', () => {
    const deep = Array.from({ length: 30 }, (_, i) => `    at f${i} (https://cdn.test/a.js:${i + 1}:1)`).join('\n');
    expect(reportStack(errorWith(deep))?.split('\n')).toHaveLength(10);
    expect(reportStack(errorWith('TypeError: no frames here'))).toBeUndefined();
    expect(reportStack('a string')).toBeUndefined();
  });
});
