-- every money movement of a booking after it is made: charges, refunds, holds (issue 11: updates charge the difference)
ALTER TABLE reservations ADD COLUMN payments jsonb NOT NULL DEFAULT '[]';

-- the first answer to each Idempotency-Key, per kind of call, kept 24 hours (create, update, pay-now)
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
