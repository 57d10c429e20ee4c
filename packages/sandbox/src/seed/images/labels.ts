import type { Locale, LocalizedText } from '@hotel/contracts';
import { lt } from '../catalogue/text';

export const badges = {
  gallery: lt('ギャラリー', 'Gallery', '갤러리', '图库', '相簿'),
  room: lt('客室', 'Room', '객실', '客房', '客房'),
  plan: lt('宿泊プラン', 'Plan', '숙박 플랜', '住宿方案', '住宿方案'),
  extra: lt('オプション', 'Add-on', '옵션', '附加服务', '加購服務'),
};

export const brand = lt('ホテルさくら', 'Hotel Sakura', '호텔 사쿠라', '樱花酒店', '櫻花飯店');

/** What each picture of a room shows, in order. */
export const roomViews = {
  bedroom: lt('ベッドルーム', 'Bedroom', '침실', '卧室', '臥室'),
  bathroom: lt('バスルーム', 'Bathroom', '욕실', '浴室', '浴室'),
  view: lt('窓からの眺め', 'View from the window', '창밖 풍경', '窗外景色', '窗外景色'),
  desk: lt('デスクとアメニティ', 'Desk and amenities', '책상과 어메니티', '书桌和洗漱用品', '書桌和備品'),
};

export function counter(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}

/** "Twin · Bedroom" with the separator each language uses. */
export function joinCaption(locale: Locale, first: LocalizedText, second: string | LocalizedText): string {
  const tail = typeof second === 'string' ? second : second[locale];
  const separator = locale === 'en' || locale === 'ko' ? ' · ' : '・';
  return `${first[locale]}${separator}${tail}`;
}
