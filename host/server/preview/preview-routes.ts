import type { IncomingMessage } from 'node:http';
import type { RuntimeRegistry } from '@hotel/contracts';
import { sameOriginPath } from '@hotel/domain';
import { verifyPreview } from '@hotel/release';
import { redirect } from '../http/respond';
import type { RouteTable } from '../http/route-table';
import { escapeHtml } from '../http/html';
import { htmlPage, sendHtml } from '../operator/html-page';
import type { ReleaseAccess } from '../operator/release-access';
import type { HostServerConfig } from '../server-config';
import { previewCookie, previewOf } from './preview-cookie';
import { withPreview } from './preview-registry';

export interface PreviewOptions {
  access: ReleaseAccess;
  /** The environment this host server serves (`SITE_ENV`); a link made for another is refused. */
  env: string;
  /** Signs and checks preview links (`PREVIEW_SECRET`, or the one kept in `.data/host/`). */
  secret: string;
  config: HostServerConfig;
}

export interface PreviewService {
  /** `GET /_preview?token=…` opens a preview in this browser; `GET /_preview/exit` ends it. */
  routes: RouteTable;
  /** The registry this browser is served: the live one, with its preview when it holds a valid one that still fits. */
  registryFor(request: IncomingMessage, live: RuntimeRegistry): Promise<RuntimeRegistry>;
}

/** A refusal is remembered a few seconds: the check reads the store, and a page load may ask twice. */
const refusalMemoryMs = 5000;

function refusedPage(reason: string): string {
  return htmlPage(
    'Preview refused',
    `<h1>This preview link cannot be opened</h1><p class="error" role="alert">${escapeHtml(reason)}</p>
<p>Nothing changed for this browser: it is shown the live site. <a href="/">Go to the site</a></p>`,
  );
}

/**
 * Preview for one visitor (issue 17): a signed link sets an HttpOnly cookie that serves one stored remote version
 * to this browser alone, after the same shared-modules check a release passes against the live host, checked
 * again on every page (the host may have changed since). Unsigned, tampered with or expired cookies are ignored.
 */
export function previewService(options: PreviewOptions): PreviewService {
  const refusals = new Map<string, { at: number; refusal: Promise<string | null> }>();
  const refusalOf = (remote: string, version: string) => {
    const key = `${remote}@${version}`;
    const kept = refusals.get(key);
    if (kept && Date.now() - kept.at < refusalMemoryMs) return kept.refusal;
    const refusal = options.access.previewRefusal(options.env, remote, version).catch((error: Error) => error.message);
    refusals.set(key, { at: Date.now(), refusal });
    return refusal;
  };

  return {
    routes: {
      'GET /_preview': async (request, response) => {
        const url = new URL(request.url ?? '/', 'http://host.invalid');
        const grant = verifyPreview(options.secret, url.searchParams.get('token'));
        if (!grant) return sendHtml(response, 400, refusedPage('The link is not signed by this site, was changed, or has expired. Ask for a new one (npm run preview).'));
        if (grant.env !== options.env) return sendHtml(response, 400, refusedPage(`The link is for the ${grant.env} site; this is ${options.env}.`));
        const refusal = await refusalOf(grant.remote, grant.version);
        if (refusal) return sendHtml(response, 409, refusedPage(refusal));
        response.setHeader('Set-Cookie', previewCookie(request, options.config, url.searchParams.get('token'), grant.expiresAt));
        redirect(response, sameOriginPath(url.searchParams.get('to')) ?? '/');
      },
      'GET /_preview/exit': (request, response) => {
        response.setHeader('Set-Cookie', previewCookie(request, options.config, null));
        redirect(response, '/');
      },
    },
    async registryFor(request, live) {
      const grant = previewOf(request, options.config, options.secret, options.env);
      if (!grant || (await refusalOf(grant.remote, grant.version))) return live;
      return withPreview(live, grant, options.access.manifestUrl(grant.remote, grant.version));
    },
  };
}
