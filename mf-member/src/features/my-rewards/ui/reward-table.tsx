import { useIsPhone } from '@hotel/ui';
import { usePriceFormat, useStayDateFormat } from '@hotel/ui/format';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { RewardCategory, RewardRow, RewardTable as Table } from '../lib';
import styles from './my-rewards.module.css';

const titles = defineMessages<RewardCategory>({
  stays: { id: 'member.rewards.category.stays', description: 'Rewards table of hotel stays (SPEC 2.8)' },
  golf: { id: 'member.rewards.category.golf', description: 'Rewards table of golf' },
  onsen: { id: 'member.rewards.category.onsen', description: 'Rewards table of hot springs' },
  restaurants: { id: 'member.rewards.category.restaurants', description: 'Rewards table of restaurants' },
  giftShops: { id: 'member.rewards.category.giftShops', description: 'Rewards table of gift shops' },
});

const columns = defineMessages({
  date: { id: 'member.rewards.column.date', description: 'Column: when the points moved' },
  description: { id: 'member.rewards.column.description', description: 'Column: what the points were for' },
  nights: { id: 'member.rewards.column.nights', description: 'Column: nights stayed' },
  cost: { id: 'member.rewards.column.cost', description: 'Column: what the member paid' },
  points: { id: 'member.rewards.column.points', description: 'Column: points earned (+) or taken (−)' },
});
const numeric = new Set<string>(['nights', 'cost', 'points']);
const notApplicable = '—';

/** One category's table (SPEC 2.8): collapsed under its title on a phone, open on wider screens. */
export function RewardTable({ table }: { table: Table }) {
  const isPhone = useIsPhone();
  const intl = useIntl();
  const points = (value: number) => intl.formatNumber(value, { signDisplay: 'exceptZero' });
  const format: Formats = { points, price: usePriceFormat(), date: useStayDateFormat(true) };
  const { price } = format;
  const title = intl.formatMessage(titles[table.category]);
  return (
    <details className={styles.category} open={!isPhone}>
      <summary className={styles.summary}>
        <h3 className={styles.title}>{title}</h3>
        <span className={styles.summaryTotal}>
          <FormattedMessage id="member.rewards.points" values={{ points: points(table.totals.points) }} />
        </span>
      </summary>
      {table.rows.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="member.rewards.empty" />
        </p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>{title}</caption>
            <thead>
              <tr>
                {Object.entries(columns).map(([column, label]) => (
                  <th key={column} scope="col" className={numeric.has(column) ? styles.number : undefined}>
                    <FormattedMessage {...label} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <Row key={row.id} row={row} format={format} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  <FormattedMessage id="member.rewards.total" />
                </th>
                <td className={styles.number}>{table.totals.nights}</td>
                <td className={styles.number}>{price(table.totals.cost)}</td>
                <td className={styles.number}>{points(table.totals.points)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </details>
  );
}

interface Formats {
  points: (value: number) => string;
  price: (yen: number) => string;
  date: (isoDate: string) => string;
}

function Row({ row, format }: { row: RewardRow; format: Formats }) {
  const { points, price, date } = format;
  return (
    <tr>
      <td>{date(row.date)}</td>
      <td>{row.description}</td>
      <td className={styles.number}>{row.nights ?? notApplicable}</td>
      <td className={styles.number}>{row.cost === null ? notApplicable : price(row.cost)}</td>
      <td className={`${styles.number} ${row.points < 0 ? styles.taken : styles.earned}`}>{points(row.points)}</td>
    </tr>
  );
}
