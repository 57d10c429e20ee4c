import type { Locale, Reservation } from '@hotel/contracts';
import type { BookingPdfContent } from '../../booking-pdf';
import { guestName } from './guest-name';
import { paymentMethodMessageId, paymentState, paymentStatusMessage } from './payment-state';

/** The page's formatters, so the PDF says exactly what the page says. */
export interface PdfFormat {
  locale: Locale;
  text: (id: string, values?: Record<string, string | number>) => string;
  /** `YYYY-MM-DD` → a date in the page's language. */
  day: (isoDate: string) => string;
  price: (yen: number) => string;
  /** An instant → a time in Japan time. */
  due: (isoDateTime: string) => string;
}

type Section = BookingPdfContent['sections'][number];
type Row = Section['rows'][number];

function staySection(r: Reservation, f: PdfFormat): Section {
  const length = r.is_day_use ? f.text('booking.confirmation.dayUse') : f.text('booking.confirmation.nightsCount', { nights: r.nights });
  return {
    heading: f.text('booking.confirmation.stay'),
    rows: [
      { label: f.text('booking.confirmation.hotel'), value: r.hotel.name },
      { label: f.text('booking.confirmation.checkIn'), value: f.day(r.checkin_date) },
      { label: f.text('booking.confirmation.checkOut'), value: f.day(r.checkout_date) },
      { label: f.text('booking.confirmation.length'), value: length },
    ],
  };
}

function roomsSection(r: Reservation, f: PdfFormat): Section {
  const rows = r.rooms.map((room, index): Row => ({
    label: f.text('booking.confirmation.roomNumber', { number: index + 1 }),
    value: [
      room.room_type_name,
      room.room_plan_name,
      f.text('booking.confirmation.party', { adults: room.adults, children: room.children }),
      guestName(room.guest, f.locale),
    ].join(' / '),
  }));
  const extras = r.extras.map((extra): Row => ({ label: `${extra.name} × ${extra.quantity}`, value: f.price(extra.total_price) }));
  return { heading: f.text('booking.confirmation.rooms'), rows: [...rows, ...extras] };
}

function paymentSection(r: Reservation, f: PdfFormat): Section {
  const status = paymentStatusMessage(paymentState(r), f.due);
  const rows: Array<Row | null> = [
    r.coupon_promotion
      ? { label: f.text('booking.confirmation.coupon', { code: r.coupon_promotion.coupon_code, percent: r.coupon_promotion.percent }), value: `−${f.price(r.coupon_discount_amount)}` }
      : null,
    r.spending_point_value > 0 ? { label: f.text('booking.confirmation.pointsSpent'), value: f.text('booking.confirmation.points', { points: r.spending_point_value }) } : null,
    r.earned_points > 0 ? { label: f.text('booking.confirmation.pointsEarned'), value: f.text('booking.confirmation.points', { points: r.earned_points }) } : null,
    { label: f.text('booking.confirmation.tax'), value: f.price(r.tax) },
    { label: f.text('booking.confirmation.total'), value: f.price(r.total_price) },
    { label: f.text('booking.confirmation.paymentMethod'), value: f.text(paymentMethodMessageId[r.payment_method]) },
    { label: f.text('booking.confirmation.paymentStatus'), value: f.text(status.id, status.values) },
  ];
  return { heading: f.text('booking.confirmation.payment'), rows: rows.filter((row): row is Row => row !== null) };
}

/** The confirmation as the booking PDF prints it: every string already in the page's language. */
export function bookingPdfContent(r: Reservation, f: PdfFormat): BookingPdfContent {
  return {
    locale: f.locale,
    title: f.text('booking.confirmation.pdf.title'),
    bookingId: r.reservation_number,
    bookingIdLabel: f.text('booking.confirmation.bookingId'),
    sections: [staySection(r, f), roomsSection(r, f), paymentSection(r, f)],
    footer: f.text('booking.confirmation.pdf.footer', { hotel: r.hotel.name, date: f.due(r.booking_date) }),
  };
}

export const pdfFileName = (r: Reservation): string => `booking-${r.reservation_number}.pdf`;
