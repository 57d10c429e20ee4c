import type { LocalizedText } from '@hotel/contracts';
import { landmarkDistance, stationAccess } from './hotel-access';
import type { HotelPlace, HotelStyle } from './places';
import { prefectureGuide } from './prefecture-guides';
import type { Random } from './prng';
import { fill, joinSentences, lt, perLocale } from './text';

const intros: Record<HotelStyle, LocalizedText> = {
  business: lt(
    '{name}は{access}。出張にも観光の拠点にも使いやすい、機能的なホテルです。',
    '{name} is {access}, a practical base for business trips and sightseeing alike.',
    '{name:은} {access} 거리에 있어 출장과 관광 모두에 편리한 실속형 호텔입니다.',
    '{name}{access}即可到达，是商务出差和观光旅行都十分便利的实用型酒店。',
    '{name}{access}即可抵達，是商務出差和觀光旅遊都十分便利的實用型飯店。',
  ),
  city: lt(
    '{name}は{access}。{district}の街歩きやショッピング、グルメを満喫できるシティホテルです。',
    "{name} is {access}, a city hotel made for exploring {district}'s streets, shops and restaurants.",
    '{name:은} {access} 거리에 있는 시티 호텔로, {district}의 거리 산책과 쇼핑, 맛집 탐방을 즐기기에 좋습니다.',
    '{name}{access}即可到达，是畅游{district}街区、购物和品尝美食的理想城市酒店。',
    '{name}{access}即可抵達，是暢遊{district}街區、購物和品嚐美食的理想城市飯店。',
  ),
  resort: lt(
    '{name}は{landmark}のすぐそば。海風を感じながら、日常を離れたリゾートステイをお楽しみください。',
    '{name} sits close to {landmark}. Feel the sea breeze and leave everyday life behind on a relaxed resort stay.',
    '{name:은} {landmark} 가까이에 있습니다. 바닷바람을 느끼며 일상에서 벗어난 리조트 스테이를 즐겨 보세요.',
    '{name}紧邻{landmark}。感受海风吹拂，远离日常，尽享悠闲的度假时光。',
    '{name}緊鄰{landmark}。感受海風吹拂，遠離日常，盡享悠閒的度假時光。',
  ),
  onsen: lt(
    '{name}は{access}の温泉ホテル。旅の疲れを湯けむりの中でゆっくりと癒やしてください。',
    '{name} is a hot-spring hotel {access}. Let the steaming baths melt away the fatigue of your journey.',
    '{name:은} {access} 거리에 있는 온천 호텔입니다. 피어오르는 온천 김 속에서 여행의 피로를 천천히 풀어 보세요.',
    '{name}是一家{access}即可到达的温泉酒店。在袅袅热气中，慢慢消除旅途的疲惫吧。',
    '{name}是一家{access}即可抵達的溫泉飯店。在裊裊熱氣中，慢慢消除旅途的疲憊吧。',
  ),
  traditional: lt(
    '{name}は、歴史ある{district}の街並みに溶け込む和モダンなホテルです。{distance}と、散策にも最適です。',
    '{name} is a modern Japanese-style hotel set among the historic streets of {district}, ideal for strolling: it is {distance}.',
    '{name:은} 역사 깊은 {district}의 거리 풍경에 자연스럽게 녹아든 모던 일본풍 호텔입니다. {distance} 거리라 산책하기에도 좋습니다.',
    '{name}是一家融入{district}历史街景的和风现代酒店。{distance}，非常适合漫步游览。',
    '{name}是一家融入{district}歷史街景的和風現代飯店。{distance}，非常適合漫步遊覽。',
  ),
};

const sightseeing = lt(
  '{distance}なので、到着した日から観光を楽しめます。',
  'It is {distance}, so your sightseeing can start the day you arrive.',
  '{distance} 거리라 도착한 날부터 관광을 즐길 수 있습니다.',
  '{distance}，抵达当天即可开始观光。',
  '{distance}，抵達當天即可開始觀光。',
);
const breakfast = lt(
  '朝食では{food}など、地元ならではの味をご用意しています。',
  'At breakfast we serve local favourites such as {food}.',
  '조식으로 {food} 등 이 지역만의 맛을 준비해 두었습니다.',
  '早餐提供{food}等当地特色美食。',
  '早餐提供{food}等當地特色美食。',
);
const rooms = lt(
  '客室は清潔感のある落ち着いたデザインで、連泊でも快適にお過ごしいただけます。',
  'Rooms are clean and calmly designed, comfortable even for longer stays.',
  '객실은 깔끔하고 차분한 디자인으로 연박에도 쾌적하게 지내실 수 있습니다.',
  '客房设计简洁沉稳，连住几晚也十分舒适。',
  '客房設計簡潔沉穩，連住幾晚也十分舒適。',
);
const heading = lt('ホテルの特長', 'Highlights', '호텔의 특징', '酒店亮点', '飯店亮點');

const tourismLink = lt(
  '周辺の観光情報は<a href="https://www.jnto.go.jp/">日本政府観光局の公式サイト</a>でもご覧いただけます。',
  'For more to see and do nearby, visit the <a href="https://www.japan.travel/">Japan National Tourism Organization’s official site</a>.',
  '주변 관광 정보는 <a href="https://www.japan.travel/">일본정부관광국 공식 사이트</a>에서도 확인하실 수 있습니다.',
  '更多周边旅游信息，请访问<a href="https://www.japan.travel/">日本国家旅游局官方网站</a>。',
  '更多周邊旅遊資訊，請造訪<a href="https://www.japan.travel/">日本國家旅遊局官方網站</a>。',
);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function wrap(tag: 'p' | 'h3' | 'li', text: LocalizedText): LocalizedText {
  return perLocale((locale) => `<${tag}>${escapeHtml(text[locale])}</${tag}>`);
}

function concat(parts: LocalizedText[]): LocalizedText {
  return perLocale((locale) => parts.map((part) => part[locale]).join(''));
}

export interface OverviewInput {
  place: HotelPlace;
  name: LocalizedText;
  highlights: LocalizedText[];
  withTourismLink: boolean;
}

/** Simple, safe HTML (SPEC 2.5 overview): paragraphs, a heading and a list, at most one outside link. */
export function hotelOverview({ place, name, highlights, withTourismLink }: OverviewInput, random: Random): LocalizedText {
  const guide = prefectureGuide(place.prefectureCode);
  const values = { name, access: stationAccess(place), district: place.district, landmark: place.landmark, distance: landmarkDistance(place) };
  const intro = fill(intros[place.style], values);
  const second = place.style === 'traditional' ? [] : [fill(sightseeing, values)];
  const food = fill(breakfast, { food: guide.localFood });
  const list = perLocale((locale) => `<ul>${highlights.map((item) => wrap('li', item)[locale]).join('')}</ul>`);
  const closing = withTourismLink ? perLocale((locale) => `<p>${tourismLink[locale]}</p>`) : wrap('p', rooms);
  return concat([
    wrap('p', intro),
    wrap('p', joinSentences(random.chance(0.5) ? [...second, food] : [food, ...second])),
    wrap('h3', heading),
    list,
    closing,
  ]);
}
