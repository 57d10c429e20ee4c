/**
 * The card-token service (SPEC 8 codes). `GET /card/token.js` defines `Multipayment.init(key)` and
 * `Multipayment.getToken(card, callback)`; the callback receives a CardTokenResult.
 */
export interface CardInput {
  cardno: string;
  /** YYMM or YYYYMM. */
  expire: string;
  securitycode: string;
  holdername: string;
}

export interface CardTokenResult {
  /** '000' on success, else a code of SPEC 8 (100 … 901). */
  resultCode: string;
  tokenObject: { token: string; toBeExpiredAt: string; maskedCardNo: string } | null;
}

export interface MultipaymentApi {
  init(key: string): void;
  getToken(card: CardInput, callback: (result: CardTokenResult) => void): void;
}
