import type { RoomTypeFacts } from '@hotel/contracts';
import { FormattedMessage } from 'react-intl';
import styles from './cards.module.css';
import { bedLabels } from './labels';

/** Size, beds, smoking and capacity of a room type, as one line of facts. */
export function RoomFacts({ room }: { room: RoomTypeFacts }) {
  return (
    <ul className={styles.facts}>
      <li>
        <FormattedMessage id="hotel.rooms.size" values={{ size: room.room_size.value }} />
      </li>
      {room.beds.map((bed) => (
        <li key={bed.type}>
          <FormattedMessage id={bedLabels[bed.type]} values={{ count: bed.count }} />
        </li>
      ))}
      <li>
        <FormattedMessage id={room.is_smoking ? 'hotel.rooms.smoking' : 'hotel.rooms.nonSmoking'} />
      </li>
      <li>
        <FormattedMessage id="hotel.rooms.capacity" values={{ count: room.max_people }} />
      </li>
    </ul>
  );
}
