import { stackResolver } from './stack-resolve';

/**
 * A webpack source map of a two-line chunk: line 1 column 0 is `renderRooms` at line 1 column 0 of the page's
 * source, line 2 column 0 is line 3 column 0 of it.
 */
const map = JSON.stringify({
  version: 3,
  file: 'rooms.0123456789.js',
  sources: ['webpack://mf-hotel/./src/features/rooms/rooms.tsx'],
  names: ['renderRooms'],
  mappings: 'AAAAA;AAEA',
});

const base = 'https://cdn.test';

/** Issue 17: a reported stack is read through the source map kept with its release. */
describe('stack resolution through the stored source maps', () => {
  const asked: string[] = [];
  const resolve = stackResolver(base, async (remote, version, file) => {
    asked.push(`${remote}/${version}/${file}`);
    return remote === 'mf-hotel' && version === '1.0.0-abc' && file === 'rooms.0123456789.js' ? map : null;
  });

  it('names the source file, line and function of each frame of a stored release', async () => {
    const frames = await resolve(
      [`at a (${base}/mf-hotel/1.0.0-abc/rooms.0123456789.js:1:1)`, `at b (${base}/mf-hotel/1.0.0-abc/rooms.0123456789.js:2:1)`].join('\n'),
    );
    expect(frames.map((frame) => frame.original)).toEqual([
      'renderRooms (webpack://mf-hotel/src/features/rooms/rooms.tsx:1:1)',
      'b (webpack://mf-hotel/src/features/rooms/rooms.tsx:3:1)',
    ]);
  });

  it('leaves a frame as reported when no map is kept for it or it is no release file', async () => {
    const stack = [`at c (${base}/mf-hotel/1.0.0-abc/other.js:1:1)`, 'at d (https://elsewhere.test/x.js:1:1)', 'not a frame'].join('\n');
    expect((await resolve(stack)).map((frame) => frame.original)).toEqual([null, null, null]);
    expect(asked).not.toContain('elsewhere.test');
  });

  it('reads each map once', async () => {
    asked.length = 0;
    const frame = `at a (${base}/mf-hotel/1.0.0-abc/rooms.0123456789.js:1:1)`;
    await resolve(frame);
    await resolve(frame);
    expect(asked).toEqual([]);
  });
});
