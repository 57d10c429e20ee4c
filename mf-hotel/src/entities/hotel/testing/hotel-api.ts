import type { HotelApi } from '@hotel/api';
import type { FakeApi } from '@hotel/test-utils';

/** A fake client as `$api` holds it in a test's scope: only the calls the test needs. */
export const asClient = (api: FakeApi): HotelApi => api as unknown as HotelApi;
