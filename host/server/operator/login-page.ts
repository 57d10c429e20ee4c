import { escapeHtml } from '../http/html';
import { htmlPage } from './html-page';

/** The operator's sign-in, apart from the site gate: the status page's buttons change what every visitor gets. */
export function loginPage(problem: string | null): string {
  const alert = problem ? `<p class="error" role="alert" id="login-problem">${escapeHtml(problem)}</p>` : '';
  const described = problem ? ' aria-describedby="login-problem"' : '';
  return htmlPage(
    'Release status: sign in',
    `<h1>Release status</h1><p>For the people who release this site. Sign in with the operator password (not the site password).</p>${alert}
<form method="post" action="/_status/login"><label for="operator-password">Operator password</label>
<input id="operator-password" name="password" type="password" autocomplete="current-password" required${described}>
<p><button type="submit">Sign in</button></p></form>`,
  );
}
