import type { LocalizedText } from '@hotel/contracts';
import type { ReviewSeed } from '../catalogue-types';
import { lt } from './text';

export type ReviewTone = 'positive' | 'mixed' | 'negative';

export const titles: Record<ReviewTone, LocalizedText[]> = {
  positive: [
    lt('また泊まりたいホテル', "A hotel I'd happily stay at again", '다시 묵고 싶은 호텔', '还想再住的酒店', '還想再住的飯店'),
    lt('立地が最高でした', 'Unbeatable location', '위치가 최고였어요', '位置绝佳', '位置絕佳'),
    lt('スタッフの対応に感激', 'Wonderful, caring staff', '직원분들의 응대에 감동했어요', '员工的服务令人感动', '員工的服務令人感動'),
    lt('朝食が美味しかった！', 'Delicious breakfast!', '조식이 맛있었어요!', '早餐很好吃！', '早餐很好吃！'),
    lt('清潔で快適な滞在', 'Clean and comfortable stay', '깨끗하고 쾌적한 숙박', '干净舒适的住宿体验', '乾淨舒適的住宿體驗'),
    lt('コスパ抜群', 'Great value for money', '가성비 최고', '性价比超高', '性價比超高'),
    lt('大満足の滞在でした', 'A thoroughly happy stay', '대만족한 숙박이었어요', '非常满意的一次住宿', '非常滿意的一次住宿'),
  ],
  mixed: [
    lt('立地は良いが部屋は狭め', 'Good location, smallish room', '위치는 좋지만 객실은 좁은 편', '位置好但房间偏小', '位置好但房間偏小'),
    lt('可もなく不可もなく', 'Fine, nothing special', '무난했어요', '中规中矩', '中規中矩'),
    lt('値段相応のホテル', 'You get what you pay for', '가격에 맞는 호텔', '符合价位的酒店', '符合價位的飯店'),
    lt('チェックインに時間がかかった', 'Check-in took a while', '체크인에 시간이 걸렸어요', '办理入住花了不少时间', '辦理入住花了不少時間'),
  ],
  negative: [
    lt('期待していたほどではなかった', 'Not what I expected', '기대했던 것만큼은 아니었어요', '没有预期的那么好', '沒有預期的那麼好'),
    lt('隣室の音が気になった', 'Noisy neighbours', '옆방 소음이 신경 쓰였어요', '隔壁房间的声音很吵', '隔壁房間的聲音很吵'),
    lt('清掃に改善の余地あり', 'Cleaning could be better', '청소 상태는 개선이 필요해요', '清洁有待改进', '清潔有待改進'),
  ],
};

/** `{nights}` is the length of the stay. */
export const openers: Record<ReviewSeed['travellerType'], LocalizedText[]> = {
  business: [
    lt('出張で{nights}泊利用しました。', 'I stayed {nights} nights on a business trip.', '출장으로 {nights}박 이용했습니다.', '出差时住了{nights}晚。', '出差時住了{nights}晚。'),
    lt('仕事の打ち合わせの前泊で利用しました。', 'I stayed the night before a work meeting.', '업무 미팅 전날 숙박으로 이용했습니다.', '为了第二天的工作会议提前入住。', '為了隔天的工作會議提前入住。'),
  ],
  couple: [
    lt('夫婦で{nights}泊しました。', 'My wife and I stayed {nights} nights.', '아내와 함께 {nights}박 했습니다.', '和妻子一起住了{nights}晚。', '和太太一起住了{nights}晚。'),
    lt('彼女の誕生日のお祝いで利用しました。', "We stayed to celebrate my girlfriend's birthday.", '여자친구 생일 축하로 이용했습니다.', '为了庆祝女朋友的生日入住。', '為了慶祝女朋友的生日入住。'),
  ],
  family: [
    lt('子ども2人を連れて家族4人で泊まりました。', 'We stayed as a family of four with our two kids.', '아이 둘을 데리고 네 식구가 묵었습니다.', '我们一家四口带着两个孩子入住。', '我們一家四口帶著兩個孩子入住。'),
    lt('両親を連れて三世代で利用しました。', 'We came with my parents, three generations together.', '부모님을 모시고 3대가 함께 이용했습니다.', '带着父母三代同行入住。', '帶著父母三代同行入住。'),
  ],
  friends: [
    lt('学生時代の友人と3人で旅行しました。', 'I travelled with two old friends from university.', '대학 시절 친구들과 셋이서 여행했습니다.', '和大学时代的两个朋友一起旅行。', '和大學時代的兩個朋友一起旅行。'),
    lt('友人とコンサート遠征で利用しました。', 'A friend and I stayed here when we came for a concert.', '친구와 콘서트를 보러 와서 이용했습니다.', '和朋友来看演唱会时入住。', '和朋友來看演唱會時入住。'),
  ],
  solo: [
    lt('一人旅で利用しました。', 'I stayed here on a solo trip.', '혼자 여행하면서 이용했습니다.', '独自旅行时入住。', '獨自旅行時入住。'),
    lt('観光の拠点として{nights}泊しました。', 'I used it as a base for sightseeing for {nights} nights.', '관광 거점으로 {nights}박 했습니다.', '作为观光据点住了{nights}晚。', '作為觀光據點住了{nights}晚。'),
  ],
};

/** May use `{station}`, `{landmark}` and `{food}` of the hotel. */
export const remarks: Record<ReviewTone, LocalizedText[]> = {
  positive: [
    lt('{station}から近く、荷物があっても楽でした。', 'It is close to {station}, which made things easy even with luggage.', '{station}에서 가까워 짐이 있어도 편했어요.', '离{station}很近，带着行李也很轻松。', '離{station}很近，帶著行李也很輕鬆。'),
    lt('お部屋はとても清潔で、ベッドの寝心地も良かったです。', 'The room was spotless and the bed very comfortable.', '객실이 아주 깨끗했고 침대도 편안했어요.', '房间非常干净，床也很舒服。', '房間非常乾淨，床也很舒服。'),
    lt('朝食の{food}が特に美味しかったです。', 'I especially enjoyed the {food} at breakfast.', '조식의 {food:이} 특히 맛있었어요.', '早餐的{food}特别好吃。', '早餐的{food}特別好吃。'),
    lt('フロントの方が観光の相談に親切に乗ってくださいました。', 'The front desk staff kindly helped us plan our sightseeing.', '프런트 직원분이 관광 상담을 친절하게 해 주셨어요.', '前台工作人员热心地为我们提供了观光建议。', '櫃檯人員熱心地為我們提供了觀光建議。'),
    lt('{landmark}へのアクセスが良く便利でした。', 'Getting to {landmark} was easy.', '{landmark}까지 가기 편했어요.', '去{landmark}很方便。', '去{landmark}很方便。'),
    lt('部屋が静かで、ぐっすり眠れました。', 'The room was quiet and I slept soundly.', '객실이 조용해서 푹 잘 수 있었어요.', '房间很安静，睡得很香。', '房間很安靜，睡得很香。'),
    lt('チェックインがスムーズで、待ち時間がほとんどありませんでした。', 'Check-in was smooth with hardly any wait.', '체크인이 순조로워 거의 기다리지 않았어요.', '入住手续很顺利，几乎不用等待。', '入住手續很順利，幾乎不用等待。'),
    lt('この立地でこの価格なら大満足です。', 'For this location, the price is excellent.', '이 위치에 이 가격이면 대만족이에요.', '这个位置这个价格，非常满意。', '這個位置這個價格，非常滿意。'),
    lt('アメニティが充実していて、手ぶらでも困りませんでした。', 'The toiletries were so complete that I could have arrived empty-handed.', '어메니티가 잘 갖춰져 있어 빈손으로 와도 불편함이 없었어요.', '洗漱用品很齐全，空手来也没问题。', '盥洗用品很齊全，空手來也沒問題。'),
    lt('窓からの眺めが素晴らしく、夜景に見とれました。', 'The view from the window was wonderful, especially at night.', '창밖 풍경이 훌륭했고 야경에 넋을 잃었어요.', '窗外景色很美，夜景让人看得入迷。', '窗外景色很美，夜景讓人看得入迷。'),
  ],
  mixed: [
    lt('お部屋は少し狭めでしたが、寝るだけなら十分です。', 'The room was on the small side, but fine for sleeping.', '객실은 조금 좁았지만 잠만 자기에는 충분해요.', '房间稍小，但只是睡觉的话足够了。', '房間稍小，但只是睡覺的話足夠了。'),
    lt('朝食会場が混み合っていて、少し待ちました。', 'The breakfast room was crowded and we had to wait a little.', '조식당이 붐벼서 조금 기다렸어요.', '早餐厅人很多，等了一会儿。', '早餐廳人很多，等了一會兒。'),
    lt('エアコンの音が少し気になりました。', 'The air conditioning was a little noisy.', '에어컨 소리가 조금 신경 쓰였어요.', '空调的声音有点吵。', '空調的聲音有點吵。'),
    lt('設備はやや古さを感じますが、清潔に保たれていました。', 'The fittings feel a bit dated, but everything was kept clean.', '시설은 다소 오래된 느낌이지만 깨끗하게 관리되고 있었어요.', '设施略显陈旧，但保持得很干净。', '設施略顯老舊，但保持得很乾淨。'),
    lt('{station}からの道が少し分かりにくかったです。', 'The way from {station} was a little hard to find.', '{station}에서 오는 길이 조금 찾기 어려웠어요.', '从{station}过来的路有点难找。', '從{station}過來的路有點難找。'),
    lt('Wi-Fiが時々途切れました。', 'The Wi-Fi dropped out now and then.', '와이파이가 가끔 끊겼어요.', '无线网络偶尔会断。', '無線網路偶爾會斷。'),
  ],
  negative: [
    lt('隣の部屋の話し声が夜遅くまで聞こえました。', 'We could hear voices from the next room until late at night.', '밤늦게까지 옆방 말소리가 들렸어요.', '直到深夜都能听到隔壁房间的说话声。', '直到深夜都能聽到隔壁房間的說話聲。'),
    lt('浴室の排水が悪く、掃除も行き届いていませんでした。', 'The bathroom drain was slow and the cleaning was not thorough.', '욕실 배수가 잘 안 되고 청소도 꼼꼼하지 않았어요.', '浴室排水不畅，打扫也不够仔细。', '浴室排水不順，打掃也不夠仔細。'),
    lt('チェックインに30分近く待たされました。', 'We waited almost 30 minutes to check in.', '체크인하는 데 30분 가까이 기다렸어요.', '办理入住等了将近30分钟。', '辦理入住等了將近30分鐘。'),
    lt('写真で見たよりもお部屋が古く感じました。', 'The room felt older than it looked in the photos.', '사진으로 본 것보다 객실이 낡은 느낌이었어요.', '房间比照片上看起来旧。', '房間比照片上看起來舊。'),
    lt('朝食の種類が少なく、残念でした。', 'Breakfast had little choice, which was a shame.', '조식 메뉴가 적어서 아쉬웠어요.', '早餐种类很少，有点遗憾。', '早餐種類很少，有點遺憾。'),
  ],
};

export const closers: Record<ReviewTone, LocalizedText[]> = {
  positive: [
    lt('次回もぜひ利用したいです。', 'I will definitely stay here again.', '다음에도 꼭 이용하고 싶어요.', '下次还想再来住。', '下次還想再來住。'),
    lt('友人にも勧めたいホテルです。', 'I would recommend it to friends.', '친구들에게도 추천하고 싶은 호텔이에요.', '想推荐给朋友的酒店。', '想推薦給朋友的飯店。'),
    lt('おかげで素敵な旅になりました。ありがとうございました。', 'It made our trip. Thank you!', '덕분에 멋진 여행이 되었어요. 감사합니다.', '托酒店的福，这次旅行非常美好。谢谢！', '託飯店的福，這次旅行非常美好。謝謝！'),
  ],
  mixed: [
    lt('価格を考えれば悪くないと思います。', 'Considering the price, it is not bad.', '가격을 생각하면 나쁘지 않아요.', '考虑到价格，还算不错。', '考慮到價格，還算不錯。'),
    lt('改善されたらまた利用するかもしれません。', 'If these things improve, I might come back.', '개선된다면 다시 이용할지도 모르겠어요.', '如果有所改善，也许会再来。', '如果有所改善，也許會再來。'),
  ],
  negative: [
    lt('今回は残念な滞在になりました。', 'Unfortunately it was a disappointing stay.', '이번에는 아쉬운 숙박이었어요.', '这次住宿体验令人失望。', '這次住宿體驗令人失望。'),
    lt('改善を期待しています。', 'I hope they make improvements.', '개선되기를 기대합니다.', '希望能有所改进。', '希望能有所改進。'),
  ],
};

export const authors: readonly string[] = [
  'Yuki T.', 'Kenji M.', 'さくら', 'たびびと', 'Haruka S.', 'Takeshi O.', 'Emma W.', 'James P.', 'Sophie L.',
  'Daniel K.', '김지훈', '이수진', '박민서', '王小明', '李娜', '陈伟', '陳怡君', '林志豪', '張雅婷', 'Mai N.',
  'Olivia R.', 'Lucas B.', 'Aiko F.', 'Ryo H.',
];
