import type { SandboxDeps } from '../deps';
import type { RequestContext } from '../http/request-context';
import { text } from '../i18n/messages';
import type { HotelSeed } from '../seed/catalogue-types';
import { engineError } from '../services/error-shapes';
import { engineErrorCodes } from '@hotel/domain';
import { localeOf } from './guards';

/** The hotel of the `:hotelId` path segment, or 404 in the engine's shape. */
export function hotelOf(ctx: RequestContext, deps: SandboxDeps): HotelSeed {
  const id = Number(ctx.params.hotelId);
  const hotel = Number.isInteger(id) && id > 0 ? deps.catalogue.hotel(id) : undefined;
  if (!hotel) throw engineError(404, engineErrorCodes.notFound, text('hotelNotFound', localeOf(ctx)));
  return hotel;
}

/** `:brand` must be our brand. */
export function assertBrand(ctx: RequestContext, deps: SandboxDeps): void {
  if (Number(ctx.params.brand) !== deps.config.brandId) {
    throw engineError(404, engineErrorCodes.notFound, text('notFound', localeOf(ctx)));
  }
}

/** Member calls are brand-wide: any hotel of the brand, or the brand's global hotel id (SPEC 9: 2851). */
export function membershipHotelId(ctx: RequestContext, deps: SandboxDeps): number {
  if (Number(ctx.params.hotelId) === deps.config.globalHotelId) return deps.config.globalHotelId;
  return hotelOf(ctx, deps).id;
}
