-- The hotel catalogue: what the content API and the booking engine describe. Localized texts are jsonb
-- objects with one key per interface language: {"ja": …, "en": …, "ko": …, "zh-CN": …, "zh-TW": …}.

CREATE TABLE amenities (
  id integer PRIMARY KEY,
  name jsonb NOT NULL,
  icon text NOT NULL,
  category text NOT NULL CHECK (category IN ('room', 'hotel', 'service'))
);

CREATE TABLE hotels (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  brand_id integer NOT NULL,
  prefecture_code integer NOT NULL CHECK (prefecture_code BETWEEN 1 AND 47),
  region_keyword text NOT NULL,
  name jsonb NOT NULL,
  city jsonb NOT NULL,
  district jsonb NOT NULL,
  street jsonb NOT NULL,
  post_code text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  checkin_time text NOT NULL,
  checkout_time text NOT NULL,
  overview jsonb NOT NULL,
  transportations jsonb NOT NULL,
  amenity_ids integer[] NOT NULL,
  travel_goal_tags text[] NOT NULL,
  popular_order integer NOT NULL,
  image_captions jsonb NOT NULL,
  day_use_enabled boolean NOT NULL,
  undated_search_enabled boolean NOT NULL,
  kids_tiers jsonb,
  room_booking_time jsonb NOT NULL,
  room_facilities jsonb NOT NULL,
  room_services jsonb NOT NULL,
  room_rental_equipment jsonb NOT NULL,
  nearby_hotel_ids integer[] NOT NULL,
  call_out_phone text NOT NULL,
  is_booking_widget_active boolean NOT NULL DEFAULT true
);

CREATE TABLE cancellation_policies (
  id text PRIMARY KEY,
  free_until_days_before integer,
  rules jsonb NOT NULL,
  no_show_percent integer NOT NULL,
  description jsonb NOT NULL
);

CREATE TABLE room_types (
  hotel_id integer NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  size_m2 numeric NOT NULL,
  beds jsonb NOT NULL,
  is_smoking boolean NOT NULL,
  min_people integer NOT NULL,
  max_people integer NOT NULL,
  sleeps integer NOT NULL,
  room_count integer NOT NULL,
  amenity_ids integer[] NOT NULL,
  picture_count integer NOT NULL,
  base_rate integer NOT NULL,
  extra_adult_rate integer NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (hotel_id, code)
);

CREATE TABLE plans (
  hotel_id integer NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  meal_type text NOT NULL CHECK (meal_type IN ('room_only', 'breakfast', 'two_meals')),
  payment_methods text[] NOT NULL,
  members_only boolean NOT NULL,
  sign_in_discount_percent integer NOT NULL,
  early_bird_days integer,
  early_bird_percent integer NOT NULL DEFAULT 0,
  min_stay integer NOT NULL,
  is_day_use boolean NOT NULL,
  trip_types text[] NOT NULL,
  rate_factor numeric NOT NULL,
  meal_price integer NOT NULL,
  cancellation_policy_id text NOT NULL REFERENCES cancellation_policies (id),
  room_type_codes text[] NOT NULL,
  picture_count integer NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (hotel_id, code)
);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id),
  rating numeric NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  author text NOT NULL,
  traveller_type text NOT NULL,
  scores jsonb NOT NULL,
  stayed_on date NOT NULL,
  posted_at timestamptz NOT NULL
);
CREATE INDEX reviews_hotel ON reviews (hotel_id);

CREATE TABLE extras (
  id integer PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id),
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  unit jsonb NOT NULL,
  min_unit integer NOT NULL,
  max_unit integer NOT NULL,
  price integer NOT NULL,
  delivery_times text[] NOT NULL,
  delivery_times_active boolean NOT NULL,
  question jsonb NOT NULL,
  question_active boolean NOT NULL,
  image_count integer NOT NULL,
  room_plan_codes text[]
);

CREATE TABLE additional_questions (
  id integer PRIMARY KEY,
  hotel_id integer REFERENCES hotels (id),
  question jsonb NOT NULL,
  question_type text NOT NULL CHECK (question_type IN ('checkin', 'checkout', 'notification', 'other')),
  answer_type text NOT NULL CHECK (answer_type IN ('text', 'options', 'time')),
  labels text[] NOT NULL,
  settings jsonb NOT NULL,
  room_plan_codes text[]
);

CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 50),
  name jsonb NOT NULL,
  min_nights integer NOT NULL DEFAULT 1,
  hotel_ids integer[]
);
