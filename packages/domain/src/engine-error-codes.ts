/** Well-known booking-engine error codes (the `code` of EngineErrorDetail); SPEC 8 names 1000 and 1400. */
export const engineErrorCodes = {
  sessionInvalid: 1000,
  unauthorized: 1300,
  accessTokenExpired: 1400,
  invalidParameter: 2000,
  tooManyAttempts: 2429,
  notFound: 2404,
  soldOut: 3001,
  priceChanged: 3002,
  minimumStay: 3003,
  membersOnly: 3004,
  tooManyRooms: 3005,
  capacityExceeded: 3006,
  cardDeclined: 4001,
  cardExpired: 4002,
  cardTokenInvalid: 4003,
  notEnoughPoints: 4010,
  notCancellable: 5001,
  alreadyCancelled: 5002,
  idempotencyConflict: 5009,
} as const;

