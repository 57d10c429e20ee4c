import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { previewSecretFrom, signPreview, verifyPreview } from './preview-token';

const secret = 'preview-secret-for-tests';
const now = Date.parse('2026-11-26T12:00:00Z');
const grant = { remote: 'mf-hotel', version: '1.0.0-3fa9c01b2e', env: 'production', expiresAt: now / 1000 + 3600 };

/** Issue 17: a preview link is honoured only as the operator's tool made it, and only until it expires. */
describe('preview links', () => {
  it('carry the remote, version, environment and expiry they were signed with', () => {
    expect(verifyPreview(secret, signPreview(secret, grant), now)).toEqual(grant);
  });

  it('stop working when they expire', () => {
    const token = signPreview(secret, grant);
    expect(verifyPreview(secret, token, grant.expiresAt * 1000 - 1)).toEqual(grant);
    expect(verifyPreview(secret, token, grant.expiresAt * 1000)).toBeNull();
  });

  it('are refused when signed with another secret', () => {
    expect(verifyPreview(secret, signPreview('another-secret', grant), now)).toBeNull();
  });

  it('are refused when their grant was changed, even to a longer life', () => {
    const [, signature] = signPreview(secret, grant).split('.');
    const widened = Buffer.from(JSON.stringify({ r: 'mf-hotel', v: '1.0.0-3fa9c01b2e', e: 'production', x: grant.expiresAt + 86_400 })).toString('base64url');
    expect(verifyPreview(secret, `${widened}.${signature}`, now)).toBeNull();
    const otherVersion = signPreview(secret, { ...grant, version: 'other' }).split('.')[0];
    expect(verifyPreview(secret, `${otherVersion}.${signature}`, now)).toBeNull();
  });

  it.each([
    ['no token', undefined],
    ['an empty one', ''],
    ['an unsigned grant', Buffer.from(JSON.stringify({ r: 'mf-hotel', v: 'x', e: 'production', x: 9e9 })).toString('base64url')],
    ['three parts', `${signPreview(secret, grant)}.more`],
    ['a signature of the wrong length', `${signPreview(secret, grant).split('.')[0]}.abc`],
  ])('ignore %s', (_, token) => {
    expect(verifyPreview(secret, token, now)).toBeNull();
  });

  it('refuse a signed grant whose fields could carry anything but names', () => {
    expect(verifyPreview(secret, signPreview(secret, { ...grant, version: '</script>' }), now)).toBeNull();
  });
});

describe('the preview secret', () => {
  it('is PREVIEW_SECRET when set, and otherwise one kept in the host data folder across starts', () => {
    expect(previewSecretFrom({ PREVIEW_SECRET: 'from-the-vault', NODE_ENV: 'production' })).toBe('from-the-vault');
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'host-data-')), 'host');
    const kept = previewSecretFrom({ HOST_DATA_DIR: dataDir });
    expect(kept).toMatch(/^[\w-]{43}$/);
    expect(statSync(path.join(dataDir, 'preview-secret')).mode & 0o777).toBe(0o600);
    expect(previewSecretFrom({ HOST_DATA_DIR: dataDir })).toBe(kept);
  });

  it('must be given in production', () => {
    expect(() => previewSecretFrom({ NODE_ENV: 'production', HOST_DATA_DIR: tmpdir() })).toThrow(/PREVIEW_SECRET is not set/);
  });
});
