import { defineMessages } from 'react-intl';
import type { CancelReasonChoice } from '../lib';

/** SPEC 2.7: each reason as a sentence; the sentence is also what the engine records as the reason. */
export const reasonMessages = defineMessages<CancelReasonChoice>({
  tripCancel: { id: 'booking.cancel.reason.tripCancel', description: 'Cancel reason: the trip itself was called off' },
  roomCheaper: { id: 'booking.cancel.reason.roomCheaper', description: 'Cancel reason: found the room cheaper elsewhere' },
  travellersChanged: { id: 'booking.cancel.reason.travellersChanged', description: 'Cancel reason: the number of travellers changed' },
  onotherHotel: { id: 'booking.cancel.reason.onotherHotel', description: 'Cancel reason: staying at another hotel instead' },
  other: { id: 'booking.cancel.reason.other', description: 'Cancel reason: something else (asks for details)' },
});
