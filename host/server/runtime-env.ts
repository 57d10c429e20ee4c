import type { RuntimeEnv } from '@hotel/contracts';
import { defaultLocale } from '@hotel/domain';
import { postcodeProxyBase } from './postcode/postcode-route';

/**
 * `/env.json`: read from the server's environment on every start, so one build serves every environment. The
 * postal-code lookup goes through this server, which adds the key (issue 14); the card shop key is public by design.
 */
export function runtimeEnvFrom(env: NodeJS.ProcessEnv): RuntimeEnv {
  const sandbox = env.SANDBOX_URL ?? 'http://127.0.0.1:8090';
  return {
    apiBase: {
      booking: env.BOOKING_API_URL ?? `${sandbox}/booking`,
      content: env.CONTENT_API_URL ?? `${sandbox}/content`,
      loyalty: env.LOYALTY_API_URL ?? `${sandbox}/loyalty`,
      postcode: postcodeProxyBase,
      card: env.CARD_TOKEN_URL ?? `${sandbox}/card`,
    },
    brandId: Number(env.BRAND_ID ?? 297),
    globalHotelId: Number(env.GLOBAL_HOTEL_ID ?? 2851),
    defaultLocale,
    mapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    baiduMapsKey: env.BAIDU_MAPS_KEY || null,
    cardShopKey: env.CARD_SHOP_KEY ?? 'sandbox-shop-key',
    usdPerYen: Number(env.USD_PER_YEN ?? 0.0066),
    remoteLoadDeadlineMs: Number(env.REMOTE_LOAD_DEADLINE_MS ?? 1800),
    features: {},
  };
}
