/** GET /postcode/api/v5/postcodes/{code} (header api-key): Japanese addresses for a 7-digit code. */
export interface PostcodeEntry {
  postcode: string;
  prefCode: string;
  pref: string;
  city: string;
  town: string;
  allAddress: string;
  hiragana: { pref: string; city: string; town: string; allAddress: string };
  fullWidthKana: { pref: string; city: string; town: string; allAddress: string };
}
