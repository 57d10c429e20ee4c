import { attachApi } from '@hotel/api';
import { type CardValues, toCardInput } from './card-input';

/**
 * Asks the card provider for a one-time token. Resolves with the provider's answer whatever its code (read it
 * with `cardTokenOutcome`); fails only when the provider cannot be reached (an `ApiError` with status 0).
 */
export const tokenizeCardFx = attachApi((api, card: CardValues) => api.card.getToken(toCardInput(card)));
