import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { hotelDetailSearch } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { useCallback, useMemo } from 'react';
import { $listSearch } from '../model/hotels';

/** `/hotel/{id}` in the page's language, with the list's search as its query (SPEC 2.4 "opens the hotel detail"). */
export function useHotelHref(): (hotelId: number) => string {
  const { search, locale } = useUnit({ search: $listSearch, locale: $locale });
  const query = useMemo(() => (search ? hotelDetailSearch({ ...search.booking, type: 'rooms' }, { language: locale }) : ''), [search, locale]);
  return useCallback((hotelId: number) => `${localizedPath(`/hotel/${hotelId}`, locale)}${query}`, [locale, query]);
}
