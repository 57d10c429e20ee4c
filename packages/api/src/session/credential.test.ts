import { createCredential } from './credential';
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('runs the task once for callers that arrive while it runs, and again afterwards', async () => {
    const gate = deferred<string>();
    const task = jest.fn(() => gate.promise);
    const once = singleFlight(task);
    const waiting = [once(), once(), once()];
    gate.resolve('done');
    await expect(Promise.all(waiting)).resolves.toEqual(['done', 'done', 'done']);
    expect(task).toHaveBeenCalledTimes(1);
    task.mockResolvedValueOnce('again');
    await expect(once()).resolves.toBe('again');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('shares a failure, then lets the next caller try again', async () => {
    const task = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const once = singleFlight(task);
    await expect(Promise.all([once(), once()])).rejects.toThrow('down');
    await expect(once()).resolves.toBe('up');
  });
});

describe('createCredential', () => {
  it('renews when the rejected value is still the current one', async () => {
    let value: string | null = 'old';
    const renew = jest.fn(async () => (value = 'new'));
    const credential = createCredential(() => value, renew);
    await expect(credential.renewAfterRejection('old')).resolves.toBe('new');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('takes the value another call already renewed', async () => {
    const renew = jest.fn(async () => 'newer');
    const credential = createCredential(() => 'new', renew);
    await expect(credential.renewAfterRejection('old')).resolves.toBe('new');
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews when there was no value at all', async () => {
    const renew = jest.fn(async () => 'first');
    await expect(createCredential(() => null, renew).renewAfterRejection(null)).resolves.toBe('first');
  });
});
