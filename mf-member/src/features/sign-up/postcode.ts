import { attachApi } from '@hotel/api';

/** SPEC 7.4: the addresses of a 7-digit Japanese postal code; [] when the code is unknown. */
export const lookUpPostcodeFx = attachApi((api, code: string) => api.postcode.lookup(code));
