import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { SandboxDeps } from '../deps';
import type { Queryable } from '../db/database';
import { type MessageId, text } from '../i18n/messages';
import type { HotelSeed, PromoCodeSeed } from '../seed/catalogue-types';
import { engineError } from '../services/error-shapes';
import { loadNightTables } from './night-table';
import { type NightTable, quoteRate, type RateQuote, type RoomQuote } from './pricing/quote-rate';
import type { Occupancy } from './pricing/room-price';
import type { Stay } from './pricing/stay';

export interface SelectedRoom {
  roomTypeCode: string;
  planCode: string;
  occupancy: Occupancy;
}

export interface PricedSelection {
  rooms: Array<{ selected: SelectedRoom; quote: RateQuote; room: RoomQuote }>;
}

const notOfferedMessage: Record<string, { code: number; message: MessageId }> = {
  notThisRoom: { code: engineErrorCodes.notFound, message: 'roomOrPlanNotFound' },
  dayUseMismatch: { code: engineErrorCodes.invalidParameter, message: 'invalidDates' },
  minimumStay: { code: engineErrorCodes.minimumStay, message: 'minimumStay' },
  capacity: { code: engineErrorCodes.capacityExceeded, message: 'capacityExceeded' },
  noRates: { code: engineErrorCodes.soldOut, message: 'soldOut' },
};

/**
 * Prices each selected room on its own (one quote per room) and checks that together they fit the
 * inventory: three rooms of one type need three rooms left on every night.
 */
export function priceSelection(
  hotel: HotelSeed,
  stay: Stay,
  selected: SelectedRoom[],
  coupon: PromoCodeSeed | null,
  deps: SandboxDeps,
  table: NightTable,
  locale: Locale,
): PricedSelection {
  const needed = new Map<string, number>();
  const rooms = selected.map((entry, index) => {
    const room = deps.catalogue.roomType(hotel.id, entry.roomTypeCode);
    const plan = deps.catalogue.plan(hotel.id, entry.planCode);
    if (!room || !plan) {
      throw engineError(404, engineErrorCodes.notFound, text('roomOrPlanNotFound', locale), `rooms.${index}`);
    }
    const quote = quoteRate({ hotel, room, plan, stay, occupancies: [entry.occupancy], nights: table, coupon });
    if (typeof quote === 'string') {
      const problem = notOfferedMessage[quote] ?? notOfferedMessage.noRates!;
      throw engineError(422, problem.code, text(problem.message, locale), `rooms.${index}`);
    }
    needed.set(room.code, (needed.get(room.code) ?? 0) + 1);
    if (quote.roomsLeft < (needed.get(room.code) ?? 1)) {
      // 409 as when the transaction itself finds the room gone: the state changed, not the request.
      throw engineError(409, engineErrorCodes.soldOut, text('soldOut', locale), `rooms.${index}`);
    }
    return { selected: entry, quote, room: quote.rooms[0] as RoomQuote };
  });
  return { rooms };
}

export async function loadSelectionTable(db: Queryable, hotel: HotelSeed, stay: Stay): Promise<NightTable> {
  return (await loadNightTables(db, [hotel.id], stay.nights)).get(hotel.id) ?? new Map();
}
