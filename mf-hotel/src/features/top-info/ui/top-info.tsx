import type { HotelDetailContent } from '@hotel/contracts';
import styles from './top-info.module.css';
import { PriceSummary } from './price-summary';
import { TopInfoSkeleton } from './top-info-skeleton';

/** SPEC 2.5 top info: name, address, lowest nightly price and rooms left (`#header`, the hotel tab on phones). */
export function TopInfo({ hotel }: { hotel: HotelDetailContent | null }) {
  if (!hotel) return <TopInfoSkeleton />;
  return (
    <header className={styles.topInfo} id="header">
      <div>
        <h1 className={styles.name}>{hotel.name}</h1>
        <p className={styles.address}>{hotel.address.full_address}</p>
      </div>
      <PriceSummary />
    </header>
  );
}
