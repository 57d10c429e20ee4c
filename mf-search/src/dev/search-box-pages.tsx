import { pageHotelChanged } from '@hotel/bus';
import { lazy, useEffect } from 'react';

const SearchBox = lazy(() => import('../exposed/search-box'));

/** A hotel page stand-in: the box bound to one hotel, as mf-hotel renders it (SPEC 2.5). */
function DevHotelPage({ hotelId }: { hotelId: number }) {
  useEffect(() => {
    pageHotelChanged({ id: hotelId, name: '', phone: '' });
    return () => {
      pageHotelChanged(null);
    };
  }, [hotelId]);
  return <SearchBox placement="hotelDetail" />;
}

/** The search box in its three placements, for the search team's dev shell. */
export const searchBoxPages = [
  { path: '/', label: 'SearchBox (home)', element: <SearchBox placement="home" /> },
  { path: '/dev/search-box/list', label: 'SearchBox (hotel list)', element: <SearchBox placement="hotelList" /> },
  { path: '/dev/search-box/hotel-12', label: 'SearchBox (hotel 12)', element: <DevHotelPage hotelId={12} /> },
];
