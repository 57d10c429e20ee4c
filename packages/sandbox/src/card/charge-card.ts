import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { Queryable } from '../db/database';
import { text } from '../i18n/messages';
import { engineError } from '../services/error-shapes';
import { consumeCardToken } from './consume-card-token';

/**
 * Charges a card token inside the caller's transaction; a declined or unusable card stops the call with the
 * engine's code (4001 insufficient funds, 4002 expired card, 4003 unusable token with the card service's code).
 */
export async function chargeCard(tx: Queryable, token: string, locale: Locale): Promise<string> {
  const result = await consumeCardToken(tx, token);
  if (!result.ok) {
    throw engineError(422, engineErrorCodes.cardTokenInvalid, `${text('cardTokenInvalid', locale)} (${result.cardCode})`, 'card_token');
  }
  if (result.outcome === 'insufficient_funds') throw engineError(422, engineErrorCodes.cardDeclined, text('cardDeclined', locale), 'card_token');
  if (result.outcome === 'expired_card') throw engineError(422, engineErrorCodes.cardExpired, text('cardExpired', locale), 'card_token');
  return result.last4;
}
