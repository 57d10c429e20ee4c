import type { LocalizedText } from '@hotel/contracts';
import { lt } from './text';

/** How visitors usually arrive in a prefecture, and what its table is known for. */
export interface PrefectureGuide {
  /** An airport, or the main-line station for prefectures without one close by. */
  gateway: LocalizedText;
  gatewayIsAirport: boolean;
  /** How to travel from the gateway, a phrase such as 電車で / by train. */
  mode: LocalizedText;
  minutes: number;
  localFood: LocalizedText;
}

/** How to travel, written to follow the gateway: "from Haneda Airport by train". */
const by = {
  train: lt('電車で', 'by train', '전철로', '乘电车', '搭電車'),
  bus: lt('リムジンバスで', 'by airport limousine bus', '리무진 버스로', '乘机场巴士', '搭機場巴士'),
  subway: lt('地下鉄で', 'by subway', '지하철로', '乘地铁', '搭地鐵'),
  monorail: lt('ゆいレールで', 'by Yui Rail monorail', '유이레일로', '乘单轨电车', '搭單軌電車'),
  shinkansen: lt('新幹線で', 'by shinkansen', '신칸센으로', '乘新干线', '搭新幹線'),
  limitedExpress: lt('特急列車で', 'by limited express', '특급열차로', '乘特快列车', '搭特快列車'),
  ferry: lt('高速船で', 'by high-speed ferry', '고속선으로', '乘高速船', '搭高速船'),
  portLiner: lt('ポートライナーで', 'by Port Liner', '포트라이너로', '乘港湾人工岛线', '搭港灣人工島線'),
  car: lt('車で', 'by car', '자동차로', '驾车', '開車'),
};

const airport = (ja: string, en: string, ko: string, zhCN: string, zhTW: string) => lt(ja, en, ko, zhCN, zhTW);
const haneda = airport('羽田空港', 'Haneda Airport', '하네다 공항', '羽田机场', '羽田機場');
const centrair = airport('中部国際空港セントレア', 'Chubu Centrair International Airport', '주부 국제공항 센트레아', '中部国际机场', '中部國際機場');
const kansai = airport('関西国際空港', 'Kansai International Airport', '간사이 국제공항', '关西国际机场', '關西國際機場');
const komatsu = airport('小松空港', 'Komatsu Airport', '고마쓰 공항', '小松机场', '小松機場');

type Row = [LocalizedText, boolean, LocalizedText, number, LocalizedText];

const rows: Record<number, Row> = {
  1: [airport('新千歳空港', 'New Chitose Airport', '신치토세 공항', '新千岁机场', '新千歲機場'), true, by.train, 40, lt('北海道の海鮮とじゃがいも', 'Hokkaido seafood and potatoes', '홋카이도 해산물과 감자', '北海道海鲜和土豆', '北海道海鮮和馬鈴薯')],
  2: [airport('青森空港', 'Aomori Airport', '아오모리 공항', '青森机场', '青森機場'), true, by.bus, 35, lt('青森のりんごとホタテ', 'Aomori apples and scallops', '아오모리 사과와 가리비', '青森苹果和扇贝', '青森蘋果和扇貝')],
  3: [airport('いわて花巻空港', 'Iwate-Hanamaki Airport', '이와테 하나마키 공항', '岩手花卷机场', '岩手花卷機場'), true, by.bus, 45, lt('盛岡冷麺と南部鉄器で炊いたご飯', 'Morioka reimen noodles and rice cooked in Nambu ironware', '모리오카 냉면과 난부 철기로 지은 밥', '盛冈冷面和南部铁器煮的米饭', '盛岡冷麵和南部鐵器煮的米飯')],
  4: [airport('仙台空港', 'Sendai Airport', '센다이 공항', '仙台机场', '仙台機場'), true, by.train, 25, lt('仙台の牛たんと笹かまぼこ', 'Sendai beef tongue and sasa-kamaboko fish cakes', '센다이 규탄과 사사카마보코', '仙台牛舌和竹叶鱼糕', '仙台牛舌和竹葉魚板')],
  5: [airport('秋田空港', 'Akita Airport', '아키타 공항', '秋田机场', '秋田機場'), true, by.bus, 40, lt('いぶりがっこと秋田こまち', 'smoked iburigakko pickles and Akita Komachi rice', '이부리갓코와 아키타코마치 쌀', '烟熏萝卜和秋田小町米', '煙燻蘿蔔和秋田小町米')],
  6: [airport('山形空港', 'Yamagata Airport', '야마가타 공항', '山形机场', '山形機場'), true, by.bus, 35, lt('山形のさくらんぼと芋煮', 'Yamagata cherries and imoni stew', '야마가타 체리와 이모니', '山形樱桃和芋煮', '山形櫻桃和芋煮')],
  7: [airport('福島空港', 'Fukushima Airport', '후쿠시마 공항', '福岛机场', '福島機場'), true, by.car, 60, lt('福島の桃と会津の郷土料理', 'Fukushima peaches and Aizu home cooking', '후쿠시마 복숭아와 아이즈 향토 요리', '福岛桃子和会津乡土料理', '福島桃子和會津鄉土料理')],
  8: [airport('茨城空港', 'Ibaraki Airport', '이바라키 공항', '茨城机场', '茨城機場'), true, by.bus, 40, lt('水戸納豆とあんこう料理', 'Mito natto and monkfish dishes', '미토 낫토와 아귀 요리', '水户纳豆和鮟鱇鱼料理', '水戶納豆和鮟鱇魚料理')],
  9: [lt('東京駅', 'Tokyo Station', '도쿄역', '东京站', '東京站'), false, by.shinkansen, 50, lt('宇都宮餃子', 'Utsunomiya gyoza dumplings', '우쓰노미야 교자', '宇都宫饺子', '宇都宮餃子')],
  10: [lt('東京駅', 'Tokyo Station', '도쿄역', '东京站', '東京站'), false, by.shinkansen, 75, lt('上州の焼きまんじゅうとこんにゃく', 'Gunma yaki-manju buns and konjac', '군마 야키만주와 곤약', '群马烤馒头和魔芋', '群馬烤饅頭和蒟蒻')],
  11: [haneda, true, by.bus, 70, lt('深谷ねぎと狭山茶', 'Fukaya green onions and Sayama tea', '후카야 대파와 사야마 차', '深谷葱和狭山茶', '深谷蔥和狹山茶')],
  12: [airport('成田空港', 'Narita Airport', '나리타 공항', '成田机场', '成田機場'), true, by.train, 40, lt('千葉の落花生と房総の魚', 'Chiba peanuts and Boso seafood', '지바 땅콩과 보소 해산물', '千叶花生和房总海鲜', '千葉花生和房總海鮮')],
  13: [haneda, true, by.train, 30, lt('江戸前の卵焼きと東京の旬の野菜', 'Edo-style rolled omelette and seasonal Tokyo vegetables', '에도마에 달걀말이와 도쿄 제철 채소', '江户前玉子烧和东京时令蔬菜', '江戶前玉子燒和東京時令蔬菜')],
  14: [haneda, true, by.train, 25, lt('中華街の点心と鎌倉野菜', 'Chinatown dim sum and Kamakura vegetables', '차이나타운 딤섬과 가마쿠라 채소', '中华街点心和镰仓蔬菜', '中華街點心和鎌倉蔬菜')],
  15: [airport('新潟空港', 'Niigata Airport', '니가타 공항', '新潟机场', '新潟機場'), true, by.bus, 25, lt('新潟のコシヒカリと日本海の魚', 'Niigata Koshihikari rice and Sea of Japan fish', '니가타 고시히카리 쌀과 동해 생선', '新潟越光米和日本海鲜鱼', '新潟越光米和日本海鮮魚')],
  16: [airport('富山きときと空港', 'Toyama Kitokito Airport', '도야마 기토키토 공항', '富山机场', '富山機場'), true, by.bus, 20, lt('富山湾の白えびと鱒寿司', 'Toyama Bay white shrimp and masu-zushi', '도야마만 흰새우와 송어초밥', '富山湾白虾和鳟鱼寿司', '富山灣白蝦和鱒魚壽司')],
  17: [komatsu, true, by.bus, 40, lt('加賀野菜と能登の魚介', 'Kaga vegetables and Noto seafood', '가가 채소와 노토 해산물', '加贺蔬菜和能登海鲜', '加賀蔬菜和能登海鮮')],
  18: [komatsu, true, by.bus, 60, lt('越前おろしそばと若狭の焼き鯖', 'Echizen oroshi soba and Wakasa grilled mackerel', '에치젠 오로시 소바와 와카사 구운 고등어', '越前萝卜泥荞麦面和若狭烤鲭鱼', '越前蘿蔔泥蕎麥麵和若狹烤鯖魚')],
  19: [lt('新宿駅', 'Shinjuku Station', '신주쿠역', '新宿站', '新宿站'), false, by.limitedExpress, 90, lt('甲州ほうとうと山梨のぶどう', 'hoto noodle stew and Yamanashi grapes', '호토 우동과 야마나시 포도', '山梨馎饦面和葡萄', '山梨餺飥麵和葡萄')],
  20: [lt('東京駅', 'Tokyo Station', '도쿄역', '东京站', '東京站'), false, by.shinkansen, 80, lt('信州そばと野沢菜', 'Shinshu soba and nozawana pickles', '신슈 소바와 노자와나 절임', '信州荞麦面和野泽菜', '信州蕎麥麵和野澤菜')],
  21: [centrair, true, by.train, 60, lt('飛騨牛と朴葉味噌', 'Hida beef and hoba miso', '히다규와 호바 미소', '飞驒牛和朴叶味噌', '飛驒牛和朴葉味噌')],
  22: [airport('富士山静岡空港', 'Mt. Fuji Shizuoka Airport', '후지산 시즈오카 공항', '富士山静冈机场', '富士山靜岡機場'), true, by.bus, 50, lt('静岡茶としらす', 'Shizuoka green tea and shirasu whitebait', '시즈오카 녹차와 시라스', '静冈茶和吻仔鱼', '靜岡茶和魩仔魚')],
  23: [centrair, true, by.train, 30, lt('小倉トーストと味噌カツ', 'ogura toast and miso katsu', '오구라 토스트와 미소카쓰', '红豆吐司和味噌猪排', '紅豆吐司和味噌豬排')],
  24: [centrair, true, by.ferry, 45, lt('伊勢うどんと松阪牛', 'Ise udon and Matsusaka beef', '이세 우동과 마쓰사카규', '伊势乌冬面和松阪牛', '伊勢烏龍麵和松阪牛')],
  25: [kansai, true, by.train, 100, lt('近江牛と琵琶湖の湖魚', 'Omi beef and Lake Biwa fish', '오미규와 비와호 민물고기', '近江牛和琵琶湖湖鱼', '近江牛和琵琶湖湖魚')],
  26: [kansai, true, by.limitedExpress, 80, lt('京のおばんざいと湯豆腐', 'Kyoto obanzai home cooking and yudofu', '교토 오반자이와 유도후', '京都家常菜和汤豆腐', '京都家常菜和湯豆腐')],
  27: [kansai, true, by.train, 50, lt('お好み焼きとたこ焼き', 'okonomiyaki and takoyaki', '오코노미야키와 다코야키', '大阪烧和章鱼烧', '大阪燒和章魚燒')],
  28: [airport('神戸空港', 'Kobe Airport', '고베 공항', '神户机场', '神戶機場'), true, by.portLiner, 18, lt('神戸牛と明石焼', 'Kobe beef and Akashi-yaki', '고베규와 아카시야키', '神户牛肉和明石烧', '神戶牛肉和明石燒')],
  29: [kansai, true, by.bus, 90, lt('奈良の茶粥と柿の葉寿司', 'Nara tea porridge and persimmon-leaf sushi', '나라 차죽과 감잎 초밥', '奈良茶粥和柿叶寿司', '奈良茶粥和柿葉壽司')],
  30: [kansai, true, by.bus, 40, lt('紀州の梅干しとみかん', 'Kishu umeboshi and mandarins', '기슈 매실장아찌와 귤', '纪州梅干和蜜柑', '紀州梅乾和蜜柑')],
  31: [airport('鳥取砂丘コナン空港', 'Tottori Sand Dunes Conan Airport', '돗토리 사구 코난 공항', '鸟取砂丘柯南机场', '鳥取砂丘柯南機場'), true, by.bus, 20, lt('松葉がにと二十世紀梨', 'Matsuba snow crab and Nijisseiki pears', '마쓰바 대게와 20세기 배', '松叶蟹和二十世纪梨', '松葉蟹和二十世紀梨')],
  32: [airport('出雲縁結び空港', 'Izumo Enmusubi Airport', '이즈모 엔무스비 공항', '出云缘结机场', '出雲緣結機場'), true, by.bus, 30, lt('宍道湖のしじみ汁と出雲そば', 'Lake Shinji clam soup and Izumo soba', '신지호 재첩국과 이즈모 소바', '宍道湖蚬汤和出云荞麦面', '宍道湖蜆湯和出雲蕎麥麵')],
  33: [airport('岡山桃太郎空港', 'Okayama Momotaro Airport', '오카야마 모모타로 공항', '冈山桃太郎机场', '岡山桃太郎機場'), true, by.bus, 30, lt('岡山の白桃とばら寿司', 'Okayama white peaches and bara-zushi', '오카야마 백도와 바라즈시', '冈山白桃和散寿司', '岡山白桃和散壽司')],
  34: [airport('広島空港', 'Hiroshima Airport', '히로시마 공항', '广岛机场', '廣島機場'), true, by.bus, 50, lt('広島のお好み焼きと牡蠣', 'Hiroshima okonomiyaki and oysters', '히로시마 오코노미야키와 굴', '广岛烧和牡蛎', '廣島燒和牡蠣')],
  35: [airport('山口宇部空港', 'Yamaguchi Ube Airport', '야마구치 우베 공항', '山口宇部机场', '山口宇部機場'), true, by.car, 40, lt('下関のふぐと瓦そば', 'Shimonoseki fugu and kawara soba', '시모노세키 복어와 가와라 소바', '下关河豚和瓦片荞麦面', '下關河豚和瓦片蕎麥麵')],
  36: [airport('徳島阿波おどり空港', 'Tokushima Awaodori Airport', '도쿠시마 아와오도리 공항', '德岛阿波舞机场', '德島阿波舞機場'), true, by.bus, 30, lt('鳴門わかめとすだち', 'Naruto wakame and sudachi citrus', '나루토 미역과 스다치', '鸣门裙带菜和酢橘', '鳴門海帶芽和酢橘')],
  37: [airport('高松空港', 'Takamatsu Airport', '다카마쓰 공항', '高松机场', '高松機場'), true, by.bus, 45, lt('讃岐うどん', 'Sanuki udon', '사누키 우동', '赞岐乌冬面', '讚岐烏龍麵')],
  38: [airport('松山空港', 'Matsuyama Airport', '마쓰야마 공항', '松山机场', '松山機場'), true, by.bus, 40, lt('愛媛のみかんと鯛めし', 'Ehime mandarins and sea bream rice', '에히메 귤과 도미밥', '爱媛蜜柑和鲷鱼饭', '愛媛蜜柑和鯛魚飯')],
  39: [airport('高知龍馬空港', 'Kochi Ryoma Airport', '고치 료마 공항', '高知龙马机场', '高知龍馬機場'), true, by.bus, 25, lt('土佐のかつおのたたき', 'Tosa seared bonito', '도사 가다랑어 다타키', '土佐炙烤鲣鱼', '土佐炙燒鰹魚')],
  40: [airport('福岡空港', 'Fukuoka Airport', '후쿠오카 공항', '福冈机场', '福岡機場'), true, by.subway, 10, lt('博多の明太子ともつ鍋', 'Hakata mentaiko and motsunabe', '하카타 명란젓과 모쓰나베', '博多明太子和牛肠锅', '博多明太子和牛腸鍋')],
  41: [airport('九州佐賀国際空港', 'Kyushu Saga International Airport', '규슈 사가 국제공항', '九州佐贺国际机场', '九州佐賀國際機場'), true, by.bus, 35, lt('佐賀牛と呼子のイカ', 'Saga beef and Yobuko squid', '사가규와 요부코 오징어', '佐贺牛和呼子乌贼', '佐賀牛和呼子烏賊')],
  42: [airport('長崎空港', 'Nagasaki Airport', '나가사키 공항', '长崎机场', '長崎機場'), true, by.bus, 45, lt('長崎ちゃんぽんとカステラ', 'Nagasaki champon noodles and castella cake', '나가사키 짬뽕과 카스텔라', '长崎什锦面和长崎蛋糕', '長崎強棒麵和長崎蛋糕')],
  43: [airport('阿蘇くまもと空港', 'Aso Kumamoto Airport', '아소 구마모토 공항', '阿苏熊本机场', '阿蘇熊本機場'), true, by.bus, 50, lt('馬刺しと辛子れんこん', 'basashi and karashi renkon', '말고기회와 가라시렌콘', '马肉刺身和芥末莲藕', '馬肉刺身和芥末蓮藕')],
  44: [airport('大分空港', 'Oita Airport', '오이타 공항', '大分机场', '大分機場'), true, by.bus, 60, lt('とり天と関さば', 'toriten and Seki mackerel', '도리텐과 세키사바', '鸡肉天妇罗和关鲭鱼', '雞肉天婦羅和關鯖魚')],
  45: [airport('宮崎ブーゲンビリア空港', 'Miyazaki Bougainvillea Airport', '미야자키 부겐빌레아 공항', '宫崎九重葛机场', '宮崎九重葛機場'), true, by.train, 10, lt('チキン南蛮とマンゴー', 'chicken nanban and mangoes', '치킨난반과 망고', '南蛮炸鸡和芒果', '南蠻炸雞和芒果')],
  46: [airport('鹿児島空港', 'Kagoshima Airport', '가고시마 공항', '鹿儿岛机场', '鹿兒島機場'), true, by.bus, 40, lt('鹿児島の黒豚とさつま揚げ', 'Kagoshima black pork and satsuma-age', '가고시마 흑돼지와 사쓰마아게', '鹿儿岛黑猪和萨摩炸鱼饼', '鹿兒島黑豬和薩摩炸魚餅')],
  47: [airport('那覇空港', 'Naha Airport', '나하 공항', '那霸机场', '那霸機場'), true, by.monorail, 15, lt('ゴーヤーチャンプルーと紅いも', 'goya champuru and purple sweet potatoes', '고야 참프루와 자색 고구마', '苦瓜炒什锦和紫薯', '苦瓜炒什錦和紫薯')],
};

export function prefectureGuide(prefectureCode: number): PrefectureGuide {
  const row = rows[prefectureCode];
  if (!row) throw new RangeError(`No guide for prefecture ${prefectureCode}`);
  const [gateway, gatewayIsAirport, mode, minutes, localFood] = row;
  return { gateway, gatewayIsAirport, mode, minutes, localFood };
}
