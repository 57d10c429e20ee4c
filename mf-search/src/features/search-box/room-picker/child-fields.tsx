import type { ChildEntry, KidsTier } from '@hotel/contracts';
import { searchLimits, tierForChild } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { childAgeSet, childBedSet, childTierSet } from './model';
import styles from './room-picker.module.css';

const ages = Array.from({ length: searchLimits.maxChildAge - searchLimits.minChildAge + 1 }, (_, i) => searchLimits.minChildAge + i);

interface ChildFieldsProps {
  child: ChildEntry;
  index: number;
  /** The hotel's kids tiers when it supports them (SPEC 4, 5); null: ages 0 to 12 and a bed choice. */
  tiers: readonly KidsTier[] | null;
}

/** One child of room 1: an age (or the hotel's tier) and whether the child takes a bed (SPEC 2.3). */
export function ChildFields({ child, index, tiers }: ChildFieldsProps) {
  const intl = useIntl();
  const number = index + 1;
  const on = useUnit({ childAgeSet, childBedSet, childTierSet });
  const missing = child.age === null;
  if (tiers) {
    const tier = tierForChild(child, tiers);
    return (
      <div className={styles.child}>
        <label className={styles.selectLabel}>
          <span>{intl.formatMessage({ id: 'search.box.rooms.childTier' }, { number })}</span>
          <select
            className={styles.select}
            value={tier?.code ?? ''}
            aria-invalid={missing || undefined}
            onChange={(event) => on.childTierSet({ index, code: event.target.value })}
          >
            <option value="">{intl.formatMessage({ id: 'search.box.rooms.selectTier' })}</option>
            {tiers.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  }
  return (
    <div className={styles.child}>
      <label className={styles.selectLabel}>
        <span>{intl.formatMessage({ id: 'search.box.rooms.childAge' }, { number })}</span>
        <select
          className={styles.select}
          value={child.age === null ? '' : String(child.age)}
          aria-invalid={missing || undefined}
          onChange={(event) => on.childAgeSet({ index, age: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{intl.formatMessage({ id: 'search.box.rooms.selectAge' })}</option>
          {ages.map((age) => (
            <option key={age} value={age}>
              {intl.formatMessage({ id: 'search.box.rooms.age' }, { age })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={child.bed} onChange={(event) => on.childBedSet({ index, bed: event.target.checked })} />
        {intl.formatMessage({ id: 'search.box.rooms.childBed' }, { number })}
      </label>
    </div>
  );
}
