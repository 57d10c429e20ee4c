import type { HotelSeed, PromoCodeSeed } from '../catalogue-types';
import { lt } from './text';

/** SPEC 5: exactly five fixed codes, 3 to 10 upper-case characters; OFF5 also drives a room search. */
export function buildPromoCodes(hotels: readonly HotelSeed[]): PromoCodeSeed[] {
  const familyHotels = hotels.filter((hotel) => hotel.kidsTiers !== null).map((hotel) => hotel.id);
  return [
    { code: 'OFF5', percent: 5, minNights: 1, hotelIds: null, name: lt('5%オフクーポン', '5% off', '5% 할인 쿠폰', '95折优惠券', '95折優惠券') },
    { code: 'SAKURA10', percent: 10, minNights: 1, hotelIds: null, name: lt('さくら10%オフ', 'Sakura 10% off', '사쿠라 10% 할인', '樱花9折优惠', '櫻花9折優惠') },
    { code: 'WELCOME8', percent: 8, minNights: 1, hotelIds: null, name: lt('はじめてのご利用8%オフ', 'Welcome: 8% off your first stay', '첫 이용 8% 할인', '首次入住享92折', '首次入住享92折') },
    { code: 'STAY3', percent: 12, minNights: 3, hotelIds: null, name: lt('3泊以上で12%オフ', '12% off stays of 3 nights or more', '3박 이상 12% 할인', '连住3晚以上享88折', '連住3晚以上享88折') },
    { code: 'FAMILY7', percent: 7, minNights: 1, hotelIds: familyHotels, name: lt('ファミリー7%オフ', 'Family 7% off', '패밀리 7% 할인', '家庭93折优惠', '家庭93折優惠') },
  ];
}
