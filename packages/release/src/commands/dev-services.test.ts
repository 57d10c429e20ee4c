import { answers, listening } from './dev-services';

const respond = (status: number): typeof fetch => async () => new Response('{}', { status });
const refuse: typeof fetch = async () => {
  throw new TypeError('fetch failed: connect ECONNREFUSED');
};

describe('is a service already running on its port?', () => {
  it('uses a sandbox whose health check answers 200 instead of starting a second one', async () => {
    await expect(answers('http://127.0.0.1:8090/health', respond(200))).resolves.toBe(true);
  });

  it('starts one when nothing listens on the port', async () => {
    await expect(answers('http://127.0.0.1:8090/health', refuse)).resolves.toBe(false);
    await expect(listening('http://127.0.0.1:8081', refuse)).resolves.toBe(false);
  });

  it('does not take a failing service for a healthy one', async () => {
    await expect(answers('http://127.0.0.1:8080/env.json', respond(503))).resolves.toBe(false);
  });

  it('counts a release server answering 404 at its root as running: the port is taken', async () => {
    await expect(listening('http://127.0.0.1:8081/', respond(404))).resolves.toBe(true);
  });
});
