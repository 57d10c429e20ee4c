import { useUnit } from 'effector-react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { $groups, $highlight, optionChosen, optionHovered } from './model';
import type { SuggestionOption } from './suggestions';
import styles from './location.module.css';

/** In the destination list, cities sit under their prefecture. */
const nested = (groupKey: string, option: SuggestionOption) =>
  groupKey.startsWith('pref:') && option.kind === 'place' && option.areaType === 'city';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

function OptionContent({ option }: { option: SuggestionOption }) {
  const intl = useIntl();
  if (option.kind === 'nearMe') {
    return <span className={styles.optionName}>{intl.formatMessage({ id: 'search.box.location.nearMe' })}</span>;
  }
  if (option.kind === 'seeAll') {
    const values = { count: option.count, keyword: option.destination.name };
    return <span className={styles.optionName}>{intl.formatMessage({ id: 'search.box.location.seeAll' }, values)}</span>;
  }
  const kind = option.destination.kind;
  const type = kind === 'keyword' || kind === 'hotel' ? null : intl.formatMessage({ id: `search.box.location.kind.${kind}` });
  const count = option.count === null ? null : intl.formatMessage({ id: 'search.box.location.hotelCount' }, { count: option.count });
  const details = [type, option.hint, count].filter(Boolean).join(' · ');
  return (
    <>
      <span className={styles.optionName}>{option.destination.name}</span>
      {details && <span className={styles.optionHint}>{details}</span>}
    </>
  );
}

/** The combobox's listbox: titled groups of options; the highlight follows the arrow keys. */
export function SuggestionList({ listboxId, labelId }: { listboxId: string; labelId: string }) {
  const [groups, highlight] = useUnit([$groups, $highlight]);
  const { chosen, hovered } = useUnit({ chosen: optionChosen, hovered: optionHovered });
  const listRef = useRef<HTMLDivElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const option = highlight < 0 ? null : document.getElementById(optionId(listboxId, highlight));
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight, listboxId]);

  // The field keeps focus while an option is clicked.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  let index = -1;
  return (
    <div ref={listRef} id={listboxId} role="listbox" aria-labelledby={labelId} className={styles.listbox} onMouseDown={keepFocus}>
      {groups.map((group) => {
        const titleId = `${listboxId}-${group.key}`;
        const title = 'messageId' in group.title ? intl.formatMessage({ id: group.title.messageId }) : group.title.text;
        return (
          <div key={group.key} role="group" aria-labelledby={titleId} className={styles.group}>
            <div id={titleId} role="presentation" className={styles.groupTitle}>
              {title}
            </div>
            {group.options.map((option) => {
              index += 1;
              const at = index;
              return (
                <div
                  key={option.key}
                  id={optionId(listboxId, at)}
                  role="option"
                  aria-selected={at === highlight}
                  className={nested(group.key, option) ? `${styles.option} ${styles.nested}` : styles.option}
                  onClick={() => chosen(option)}
                  onMouseMove={() => at !== highlight && hovered(at)}
                >
                  <OptionContent option={option} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
