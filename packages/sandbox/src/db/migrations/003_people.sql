-- Members (one record for the loyalty platform and the booking engine), their points, and every token.
CREATE TABLE members (
  id serial PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  card_number text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  first_name_kana text NOT NULL DEFAULT '',
  last_name_kana text NOT NULL DEFAULT '',
  kanji_first_name text NOT NULL DEFAULT '',
  kanji_last_name text NOT NULL DEFAULT '',
  mobile_prefix text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  landline_prefix text NOT NULL DEFAULT '',
  landline text NOT NULL DEFAULT '',
  birthday date,
  gender text,
  country text NOT NULL DEFAULT 'JP',
  postal_code text NOT NULL DEFAULT '',
  prefecture text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  district text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  email_permission boolean NOT NULL DEFAULT false,
  confirmed boolean NOT NULL DEFAULT false,
  confirmation_token text UNIQUE,
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  rank text NOT NULL DEFAULT 'SILVER',
  extended_fields jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);

CREATE TABLE point_history (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  reservation_number text,
  points integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('earned', 'spent', 'refunded', 'adjusted')),
  description jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_history_member ON point_history (member_id, created_at DESC);

-- client sessions, site tokens, member access and refresh tokens, loyalty tokens and sessions
CREATE TABLE tokens (
  token text PRIMARY KEY,
  kind text NOT NULL,
  member_id integer REFERENCES members (id),
  data jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX tokens_expiry ON tokens (expires_at);

CREATE TABLE otps (
  id serial PRIMARY KEY,
  session_id text NOT NULL,
  identifier text NOT NULL,
  code text NOT NULL,
  purpose text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX otps_session ON otps (session_id, created_at DESC);
