import type { SearchBoxProps } from '@hotel/contracts';
import { $pageHotel } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import { useIsPhone } from '@hotel/ui';
import { useLocation, useNavigate, useParams } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import { addressSeen, boxMounted, viewportChanged } from './context/model';
import { navigatorAttached } from './model';

/** Tells the model where the box is: its placement, page, hotel, today, the router and the viewport. */
export function useBoxMount(placement: SearchBoxProps['placement']): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { hotelId: routeHotelId } = useParams();
  const pageHotel = useUnit($pageHotel);
  const hotelId = routeHotelId ?? (pageHotel ? String(pageHotel.id) : null);
  const phone = useIsPhone();
  const { seen, mounted, attached, resized } = useUnit({
    seen: addressSeen,
    mounted: boxMounted,
    attached: navigatorAttached,
    resized: viewportChanged,
  });

  useEffect(() => {
    attached(navigate);
  }, [navigate, attached]);

  const pageShown = useEffectEvent(() => {
    mounted({ placement, hotelId, address: { pathname, search }, today: toIsoDate(new Date()) });
  });
  // A new page (not a new query on the same page, which the box itself may have written) is a new mount.
  useEffect(() => {
    pageShown();
  }, [placement, pathname, hotelId]);

  useEffect(() => {
    seen({ pathname, search });
  }, [pathname, search, seen]);

  useEffect(() => {
    resized({ phone });
  }, [phone, resized]);
}
