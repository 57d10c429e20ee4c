import { attachApi } from '@hotel/api';
import { clearMemberTokens, storeMemberTokens } from '../features/session/member-tokens';

/**
 * SPEC 2.1: a link carrying a refresh token logs the member in again, then shows its page; if the token is
 * refused, the user is removed. The e-mail comes from the member record the new token opens.
 */
export const refreshFromLinkFx = attachApi(async (api, { refreshToken, hotelId }: { refreshToken: string; hotelId: number }) => {
  try {
    const tokens = await api.booking.exchangeRefreshToken(refreshToken);
    storeMemberTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, email: '' });
    const member = await api.booking.showMembership(hotelId);
    storeMemberTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, email: member.email });
  } catch {
    clearMemberTokens();
  }
});
