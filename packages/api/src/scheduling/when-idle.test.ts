import { untilIdle, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('asks the browser for an idle period, at most `timeoutMs` away, and can be called off', () => {
    const request = jest.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancel = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const run = jest.fn();
    const callOff = whenIdle(run, 1_000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_000 });
    request.mock.calls[0]?.[0]();
    expect(run).toHaveBeenCalledTimes(1);
    callOff();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks runs in the next task, and not once called off', async () => {
    const run = jest.fn();
    whenIdle(run, 1_000);
    const calledOff = jest.fn();
    whenIdle(calledOff, 1_000)();
    expect(run).not.toHaveBeenCalled();
    await untilIdle(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(calledOff).not.toHaveBeenCalled();
  });
});
