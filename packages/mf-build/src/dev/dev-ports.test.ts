import { devPorts, devRemoteEntries } from './dev-ports';

describe('development ports', () => {
  it('puts the host on 3000, the remotes on the next four ports, and the servers on 8080, 8081, 8090', () => {
    expect(devPorts({})).toEqual({
      apps: { host: 3000, mf_search: 3001, mf_hotel: 3002, mf_booking: 3003, mf_member: 3004 },
      hostServer: 8080,
      releaseServer: 8081,
      sandbox: 8090,
    });
  });

  it('moves every dev server with DEV_PORT_BASE and each server with its own variable', () => {
    const ports = devPorts({ DEV_PORT_BASE: '4100', HOST_PORT: '9080', RELEASE_PORT: '9081', SANDBOX_PORT: '9090' });
    expect(ports.apps.mf_hotel).toBe(4102);
    expect([ports.hostServer, ports.releaseServer, ports.sandbox]).toEqual([9080, 9081, 9090]);
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses %s as a port instead of listening somewhere unexpected', (value) => {
    expect(() => devPorts({ SANDBOX_PORT: value })).toThrow(`SANDBOX_PORT=${value} is not a port`);
  });

  it('points the dev registry at each remote dev server manifest', () => {
    expect(devRemoteEntries({ DEV_PORT_BASE: '5000' })).toEqual([
      { name: 'mf_search', version: 'dev', entry: 'http://127.0.0.1:5001/mf-manifest.json' },
      { name: 'mf_hotel', version: 'dev', entry: 'http://127.0.0.1:5002/mf-manifest.json' },
      { name: 'mf_booking', version: 'dev', entry: 'http://127.0.0.1:5003/mf-manifest.json' },
      { name: 'mf_member', version: 'dev', entry: 'http://127.0.0.1:5004/mf-manifest.json' },
    ]);
  });
});
