import type { RoomSearchRoom } from '@hotel/contracts';
import { useId } from 'react';
import styles from './cards.module.css';
import { Pictures } from './pictures';
import { RateOffer } from './rate-offer';
import { RoomDetails } from './room-details';
import { RoomFacts } from './room-facts';

interface RoomCardProps {
  room: RoomSearchRoom;
  /** The hotel's amenity names by id (content API), for the room's amenity ids. */
  amenityNames: ReadonlyMap<number, string>;
}

/** By room: a room type, its facts and pictures, and each of its plans. */
export function RoomCard({ room, amenityNames }: RoomCardProps) {
  const titleId = useId();
  const { rates, ...facts } = room;
  const amenities = room.amenity_ids.flatMap((id) => amenityNames.get(id) ?? []);
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.head}>
          <Pictures urls={room.room_pictures.map((picture) => picture.wordpress_thumb.url)} name={room.room_type_name} />
          <div>
            <h3 id={titleId} className={styles.name}>
              {room.room_type_name}
            </h3>
            <RoomFacts room={room} />
            <RoomDetails description={room.room_type_description} amenities={amenities} />
          </div>
        </div>
        <ul className={styles.offers}>
          {rates.map((rate) => (
            <RateOffer key={rate.room_plan_code} offer={{ room: facts, rate }} variant="room" />
          ))}
        </ul>
      </article>
    </li>
  );
}
