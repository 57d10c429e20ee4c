import type { Queryable } from '../../db/database';
import type { LocalizedText } from '@hotel/contracts';

/** Issue 3: members earn 1 % of the price they paid (after points), rounded. */
export function pointsEarned(paidYen: number): number {
  return Math.round(paidYen / 100);
}

function describe(kind: 'earned' | 'spent' | 'refunded' | 'adjusted', number: string): LocalizedText {
  const words = {
    earned: { ja: 'ご宿泊ポイント', en: 'Points for your stay', ko: '숙박 포인트', 'zh-CN': '住宿积分', 'zh-TW': '住宿點數' },
    spent: { ja: 'ポイント利用', en: 'Points used', ko: '포인트 사용', 'zh-CN': '积分抵扣', 'zh-TW': '點數折抵' },
    refunded: { ja: 'ポイント返還（キャンセル）', en: 'Points returned (cancellation)', ko: '포인트 반환 (취소)', 'zh-CN': '积分退还（取消）', 'zh-TW': '點數退還（取消）' },
    adjusted: { ja: 'ポイント調整', en: 'Points adjusted', ko: '포인트 조정', 'zh-CN': '积分调整', 'zh-TW': '點數調整' },
  }[kind];
  return {
    ja: `${words.ja}（${number}）`,
    en: `${words.en} (${number})`,
    ko: `${words.ko} (${number})`,
    'zh-CN': `${words['zh-CN']}（${number}）`,
    'zh-TW': `${words['zh-TW']}（${number}）`,
  };
}

/** Takes points for a booking; false when the member has too few (the balance never goes negative). */
export async function spendPoints(tx: Queryable, memberId: number, points: number, number: string): Promise<boolean> {
  if (points <= 0) return true;
  const updated = await tx.query('UPDATE members SET points = points - $2 WHERE id = $1 AND points >= $2 RETURNING id', [memberId, points]);
  if (!updated.length) return false;
  await tx.query('INSERT INTO point_history (member_id, reservation_number, points, kind, description) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    number,
    -points,
    'spent',
    JSON.stringify(describe('spent', number)),
  ]);
  return true;
}

/** Adds (or, with a negative amount, takes back as far as the balance allows) points with a history line. */
export async function changePoints(
  tx: Queryable,
  memberId: number,
  points: number,
  number: string,
  kind: 'earned' | 'refunded' | 'adjusted',
): Promise<void> {
  if (points === 0) return;
  await tx.query('UPDATE members SET points = GREATEST(0, points + $2) WHERE id = $1', [memberId, points]);
  await tx.query('INSERT INTO point_history (member_id, reservation_number, points, kind, description) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    number,
    points,
    kind,
    JSON.stringify(describe(kind, number)),
  ]);
}
