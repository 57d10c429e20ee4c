import type { SandboxDeps } from '../deps';
import type { Handler, Router } from '../http/router';
import type { RequestContext } from '../http/request-context';
import { contentErrors } from '../services/error-shapes';
import { extraImage, hotelImage, planImage, policyPage, rankImage, roomImage } from './image-routes';
import { currentLocation, dictionaries, generateToken, hotelDetail, hotelReviews, hotelsAndAreas, nearbyHotels } from './routes';

type Route = (ctx: RequestContext, deps: SandboxDeps) => ReturnType<Handler>;

/** The hotel-content API under /content (SPEC 7.2). */
export function registerContentApi(router: Router, deps: SandboxDeps): void {
  const service = router.service('/content', contentErrors, () => 'en');
  const bind = (route: Route): Handler => (ctx) => route(ctx, deps);
  service
    .get('api/core/CoreAuthentication/GenerateToken', bind(generateToken))
    .post('api/v2/hotels-and-areas', bind(hotelsAndAreas))
    .post('api/v2/hotel-detail', bind(hotelDetail))
    .post('api/v2/hotel-reviews', bind(hotelReviews))
    .post('api/v2/dictionaries', bind(dictionaries))
    .get('api/v2/current-location', bind(currentLocation))
    .post('api/v2/nearby-hotels', bind(nearbyHotels))
    .get('images/hotels/:hotelId/:n', bind(hotelImage))
    .get('images/rooms/:hotelId/:code/:n', bind(roomImage))
    .get('images/plans/:hotelId/:code/:n', bind(planImage))
    .get('images/extras/:extraId/:n', bind(extraImage))
    .get('images/ranks/:rank', (ctx) => rankImage(ctx))
    .get('policies/:hotelId/:code', bind(policyPage));
}
