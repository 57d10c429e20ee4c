import type { IncomingMessage, ServerResponse } from 'node:http';
import { passwordMatches } from '../gate/gate-pass';
import { GateThrottle, gateThrottleRules } from '../gate/gate-throttle';
import { readFormBody } from '../http/form-body';
import { clientAddress } from '../http/forwarded';
import type { RouteTable } from '../http/route-table';
import type { HostServerConfig } from '../server-config';
import { sendHtml } from './html-page';
import { loginPage } from './login-page';
import type { OperatorConfig } from './operator-config';
import { formToken, formTokenMatches, operatorCookie, operatorPassOf, sameOriginPost } from './operator-pass';
import type { ReleaseAccess } from './release-access';
import type { ReportTally } from './report-tally';
import { statusView } from './status-view';

export interface StatusOptions {
  access: ReleaseAccess;
  operator: OperatorConfig;
  config: HostServerConfig;
  tally: ReportTally;
  /** The environment this host server serves. */
  env: string;
  releaseUrl: string;
}

const seeStatus = (response: ServerResponse, query = '') => response.writeHead(303, { Location: `/_status${query}`, 'Cache-Control': 'no-store' }).end();

/**
 * The operator's status page (issue 17), behind a password of its own (slowed down like the gate's) and a signed
 * cookie. Every button posts a form that must come from our own origin and carry the token of the operator's pass.
 */
export function statusRoutes(options: StatusOptions): RouteTable {
  const { config, operator } = options;
  const throttle = new GateThrottle(gateThrottleRules(config.gateMaxFailures, config.gateGlobalMaxFailures, config.gateWindowSeconds));
  const view = statusView(options);

  /** A signed-in operator's own form and the token of their pass, or null after answering a refusal. */
  async function operatorForm(request: IncomingMessage, response: ServerResponse): Promise<{ form: URLSearchParams; token: string } | null> {
    const pass = operatorPassOf(request, config, operator);
    const form = await readFormBody(request);
    if (!pass) {
      seeStatus(response);
      return null;
    }
    const token = formToken(operator, pass);
    if (!form || !sameOriginPost(request) || !formTokenMatches(operator, pass, form.get('token'))) {
      sendHtml(response, 403, await view.page(token, { kind: 'error', text: 'Refused: the form was not sent from this status page. Nothing changed.' }));
      return null;
    }
    return { form, token };
  }

  /** A button's move, then the page again: what is live now, or why nothing changed. */
  async function afterMove(response: ServerResponse, token: string, unit: string, move: () => Promise<unknown>): Promise<void> {
    const failure = await view.act(move);
    if (failure) return sendHtml(response, 409, await view.page(token, failure));
    seeStatus(response, `?moved=${encodeURIComponent(unit)}`);
  }

  return {
    'GET /_status': async (request, response) => {
      const pass = operatorPassOf(request, config, operator);
      if (!pass) return sendHtml(response, 200, loginPage(null));
      const moved = new URL(request.url ?? '/', 'http://host.invalid').searchParams.get('moved');
      sendHtml(response, 200, await view.page(formToken(operator, pass), await view.movedMessage(moved)));
    },
    'POST /_status/login': async (request, response) => {
      const client = clientAddress(request, config.proxyHops);
      const startedAt = Date.now();
      const wait = throttle.begin(client, startedAt);
      if (wait > 0) {
        request.resume();
        return sendHtml(response, 429, loginPage(`Too many wrong passwords: try again in ${wait} s.`), { 'Retry-After': String(wait) });
      }
      const password = (await readFormBody(request))?.get('password') ?? '';
      if (!password || !passwordMatches(password, operator.password)) return sendHtml(response, 401, loginPage('Wrong operator password.'));
      throttle.passed(client, startedAt);
      response.setHeader('Set-Cookie', operatorCookie(request, config, operator, true));
      seeStatus(response);
    },
    'POST /_status/logout': async (request, response) => {
      if (!(await operatorForm(request, response))) return;
      response.setHeader('Set-Cookie', operatorCookie(request, config, operator, false));
      seeStatus(response);
    },
    'POST /_status/rollback': async (request, response) => {
      const posted = await operatorForm(request, response);
      if (!posted) return;
      const [env, unit] = [posted.form.get('env') ?? '', posted.form.get('unit') ?? ''];
      await afterMove(response, posted.token, unit, () => options.access.rollback(env, unit, 'rolled back from the status page'));
    },
    'POST /_status/promote': async (request, response) => {
      const posted = await operatorForm(request, response);
      if (!posted) return;
      const [from, unit, to] = [posted.form.get('env') ?? '', posted.form.get('unit') ?? '', posted.form.get('to') ?? ''];
      const { promote } = options.access;
      await afterMove(response, posted.token, unit, async () => {
        if (!promote) throw new Error('promote is not available: this release store has one environment');
        return promote(unit, from, to);
      });
    },
  };
}
