CREATE TABLE card_tokens (
  token text PRIMARY KEY,
  masked_card_no text NOT NULL,
  card_last4 text NOT NULL,
  expire text NOT NULL,
  holder_name text NOT NULL,
  -- what the issuer will answer when the booking engine charges it
  outcome text NOT NULL CHECK (outcome IN ('approved', 'insufficient_funds', 'expired_card')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE reservations (
  number text PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id),
  bypass_token text NOT NULL,
  email text NOT NULL,
  member_id integer REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('done', 'cancelled')),
  payment_status text NOT NULL CHECK (payment_status IN ('paid', 'pay_at_hotel', 'awaiting_payment', 'expired')),
  payment_method text NOT NULL,
  payment_due_at timestamptz,
  card_last4 text,
  checkin date NOT NULL,
  checkout date NOT NULL,
  is_day_use boolean NOT NULL DEFAULT false,
  rooms jsonb NOT NULL,
  total_price integer NOT NULL,
  tax integer NOT NULL,
  coupon jsonb,
  coupon_discount integer NOT NULL DEFAULT 0,
  extras jsonb NOT NULL DEFAULT '[]',
  answers jsonb NOT NULL DEFAULT '[]',
  staying_guest jsonb,
  spending_points integer NOT NULL DEFAULT 0,
  earned_points integer NOT NULL DEFAULT 0,
  locale text NOT NULL DEFAULT 'ja',
  cancellation jsonb,
  original_total_price integer,
  idempotency_key text UNIQUE,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservations_member ON reservations (member_id);
CREATE INDEX reservations_email ON reservations (lower(email));
CREATE INDEX reservations_hold ON reservations (payment_due_at) WHERE payment_status = 'awaiting_payment';

-- the room-nights a reservation holds, so cancelling or changing it gives back exactly those
CREATE TABLE reservation_nights (
  reservation_number text NOT NULL REFERENCES reservations (number),
  hotel_id integer NOT NULL,
  room_type_code text NOT NULL,
  night date NOT NULL,
  rooms integer NOT NULL CHECK (rooms > 0),
  PRIMARY KEY (reservation_number, room_type_code, night)
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  otp text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
