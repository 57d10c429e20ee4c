import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { localeOf, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import { presentEngineHotel, presentKidsTiers } from '../present/hotel';
import { presentBookingWidget, presentSearchBar, presentTerms } from '../present/settings';

export async function getHotel(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  return { body: { data: presentEngineHotel(hotelOf(ctx, deps), deps.config.brandId, localeOf(ctx)) } };
}

export async function getKidsTiers(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  return { body: presentKidsTiers(hotelOf(ctx, deps), localeOf(ctx)) };
}

export async function getSettings(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const locale = localeOf(ctx);
  switch (ctx.params.setting) {
    case 'terms_and_conditions':
      return { body: { data: presentTerms(deps.config, locale) } };
    case 'search_bar':
      return { body: { data: presentSearchBar(hotel, locale) } };
    case 'booking_widget':
      return { body: { data: presentBookingWidget(hotel, deps.catalogue.plans(hotel.id), deps.config.holdSeconds) } };
    default:
      throw ctx.errors.notFound(ctx.locale);
  }
}
