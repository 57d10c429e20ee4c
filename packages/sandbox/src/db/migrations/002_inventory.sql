-- Rooms for sale per night and their nightly base rate. `taken` only ever moves inside a transaction with a
-- conditional update, and the CHECK makes overbooking impossible even for a faulty caller.
CREATE TABLE room_nights (
  hotel_id integer NOT NULL,
  room_type_code text NOT NULL,
  night date NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  taken integer NOT NULL DEFAULT 0,
  rate integer NOT NULL CHECK (rate > 0),
  PRIMARY KEY (hotel_id, room_type_code, night),
  FOREIGN KEY (hotel_id, room_type_code) REFERENCES room_types (hotel_id, code),
  CHECK (taken >= 0 AND taken <= total)
);
CREATE INDEX room_nights_night ON room_nights (night, hotel_id);
