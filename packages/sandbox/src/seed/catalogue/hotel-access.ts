import type { LocalizedText } from '@hotel/contracts';
import type { HotelSeed } from '../catalogue-types';
import type { HotelPlace } from './places';
import { prefectureGuide } from './prefecture-guides';
import { fill, lt } from './text';

const fromStationOnFoot = lt('{station}から徒歩{n}分', "{n} minutes' walk from {station}", '{station}에서 도보 {n}분', '从{station}步行{n}分钟', '從{station}步行{n}分鐘');
const fromStationByBus = lt('{station}からバスで{n}分', '{n} minutes by bus from {station}', '{station}에서 버스로 {n}분', '从{station}乘巴士{n}分钟', '從{station}搭巴士{n}分鐘');
const toLandmarkOnFoot = lt('{landmark}まで徒歩{n}分', "{n} minutes' walk to {landmark}", '{landmark}까지 도보 {n}분', '步行{n}分钟可达{landmark}', '步行{n}分鐘可達{landmark}');
const toLandmarkByBus = lt('{landmark}までバスで{n}分', '{n} minutes by bus to {landmark}', '{landmark}까지 버스로 {n}분', '乘巴士{n}分钟可达{landmark}', '搭巴士{n}分鐘可達{landmark}');
const fromGateway = lt('{gateway}から{mode}約{n}分', 'About {n} minutes from {gateway} {mode}', '{gateway}에서 {mode} 약 {n}분', '从{gateway}{mode}约{n}分钟', '從{gateway}{mode}約{n}分鐘');
const ownParking = lt(
  'ホテル駐車場あり（1泊{price}円・先着順）',
  'Hotel car park: ¥{price} per night, first come, first served',
  '호텔 주차장 이용 가능(1박 {price}엔, 선착순)',
  '酒店设有停车场（每晚{price}日元，先到先得）',
  '飯店設有停車場（每晚{price}日圓，先到先得）',
);
const partnerParking = lt(
  '提携駐車場をご案内します（1泊{price}円・ご予約不要）',
  'Partner car parks nearby: ¥{price} per night, no reservation needed',
  '제휴 주차장 안내(1박 {price}엔, 예약 불필요)',
  '可为您介绍合作停车场（每晚{price}日元，无需预约）',
  '可為您介紹合作停車場（每晚{price}日圓，無需預約）',
);

/** "5 minutes' walk from JR Shinjuku Station (West Exit)". */
export function stationAccess(place: HotelPlace): LocalizedText {
  const template = place.stationAccess === 'walk' ? fromStationOnFoot : fromStationByBus;
  return fill(template, { station: place.station, n: place.stationMinutes });
}

/** "6 minutes' walk to the Tokyo Metropolitan Government Building observatories". */
export function landmarkDistance(place: HotelPlace): LocalizedText {
  const template = place.landmarkAccess === 'walk' ? toLandmarkOnFoot : toLandmarkByBus;
  return fill(template, { landmark: place.landmark, n: place.landmarkMinutes });
}

export function parkingPricePerNight(place: HotelPlace): number {
  const central = [13, 14, 26, 27].includes(place.prefectureCode);
  return central ? 3000 : place.style === 'resort' || place.style === 'onsen' ? 1000 : 1500;
}

export function transportations(place: HotelPlace, hasParking: boolean): HotelSeed['transportations'] {
  const guide = prefectureGuide(place.prefectureCode);
  const price = parkingPricePerNight(place).toLocaleString('en-US');
  return [
    { type: place.stationAccess === 'walk' ? 'train' : 'bus', text: stationAccess(place) },
    {
      type: guide.gatewayIsAirport ? 'airport' : 'train',
      text: fill(fromGateway, { gateway: guide.gateway, mode: guide.mode, n: guide.minutes }),
    },
    { type: 'car', text: fill(hasParking ? ownParking : partnerParking, { price }) },
    { type: 'walk', text: landmarkDistance(place) },
  ];
}
