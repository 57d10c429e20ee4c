import type { Locale, LocalizedText, Membership } from '@hotel/contracts';
import type { SandboxConfig } from '../../config';
import { pick } from '../../i18n/locales';
import { showPhone } from '../../loyalty/member-phone';

export interface MemberRow {
  id: number;
  external_id: string;
  email: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  mobile_prefix: string;
  mobile: string;
  points: number;
  rank: string;
  email_permission: boolean;
  confirmed: boolean;
  created_at: Date;
  cancelled_at: Date | null;
  password_hash: string;
}

const rankNames: Record<string, LocalizedText> = {
  SILVER: { ja: 'シルバー', en: 'Silver', ko: '실버', 'zh-CN': '银卡', 'zh-TW': '銀卡' },
  GOLD: { ja: 'ゴールド', en: 'Gold', ko: '골드', 'zh-CN': '金卡', 'zh-TW': '金卡' },
};

export function presentMembership(row: MemberRow, config: SandboxConfig, locale: Locale): Membership {
  const rank = rankNames[row.rank];
  return {
    id: row.id,
    external_id: row.external_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    first_name_kana: row.first_name_kana,
    last_name_kana: row.last_name_kana,
    phone: showPhone(row.mobile_prefix, row.mobile),
    loyalty_points: row.points,
    rank: rank ? { code: row.rank, name: pick(rank, locale), image: `${config.publicUrl}/content/images/ranks/${row.rank.toLowerCase()}.svg` } : null,
    email_permission: row.email_permission,
    confirmed: row.confirmed,
    joined_at: new Date(row.created_at).toISOString(),
  };
}
