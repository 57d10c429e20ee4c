import type { MessageDescriptor } from 'react-intl';

/** SPEC 8 card token codes 100 to 132: something about the card the visitor can fix. */
const fieldCodes: Record<string, string> = {
  '100': 'booking.card.error.numberRequired',
  '101': 'booking.card.error.numberNotNumeric',
  '102': 'booking.card.error.numberLength',
  '110': 'booking.card.error.expiryRequired',
  '111': 'booking.card.error.expiryNotNumeric',
  '112': 'booking.card.error.expiryLength',
  '113': 'booking.card.error.expiryMonth',
  '121': 'booking.card.error.securityCodeNotNumeric',
  '122': 'booking.card.error.securityCodeLength',
  '131': 'booking.card.error.holderCharacters',
  '132': 'booking.card.error.holderLength',
};

/** The sentence for a card token code: its own for 100 to 132, else (501 to 901) a generic error with the code. */
export function cardTokenMessage(code: string): { descriptor: MessageDescriptor; values: Record<string, string> } {
  const id = fieldCodes[code];
  if (id) return { descriptor: { id }, values: {} };
  return { descriptor: { id: 'booking.card.error.generic' }, values: { code } };
}
