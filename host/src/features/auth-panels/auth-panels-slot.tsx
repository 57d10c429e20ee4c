import type { AuthPanel } from '@hotel/contracts';
import { $authPanelRequest } from '@hotel/bus';
import { RemoteSlot } from '@hotel/ui';
import { useSearchParams } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useRef } from 'react';

/** `/login` and `/signup` show home with that panel open (SPEC 2.1); a reset link opens the reset step (SPEC 2.2). */
function routePanel(routeId: string | null, resetToken: string | null): AuthPanel | null {
  if (routeId === 'home' && resetToken) return 'resetPassword';
  if (routeId === 'login') return 'login';
  if (routeId === 'signup') return 'signup';
  return null;
}

/**
 * The one place the member app's login drawer and sign-up panel live, on every page (SPEC 2.8: the hotel page's
 * "Log in", the funnel's member prompt …). Its code loads on the first ask, then stays, so it is never fetched
 * by a visitor who never asks.
 */
export function AuthPanelsSlot({ routeId }: { routeId: string | null }) {
  const requested = useUnit($authPanelRequest);
  const [params] = useSearchParams();
  const resetPasswordToken = params.get('reset_password_token');
  const panel = routePanel(routeId, resetPasswordToken);
  const mounted = useRef(false);
  if (panel || requested) mounted.current = true;
  if (!mounted.current) return null;
  return <RemoteSlot id="mf_member/AuthPanels" props={{ initialPanel: panel, resetPasswordToken }} />;
}
