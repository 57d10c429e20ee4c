import type { KidsTierSeed } from '../catalogue-types';
import { lt } from './text';

const infantNoBed: KidsTierSeed = {
  code: 'A', minAge: 0, maxAge: 2, bedding: false,
  name: lt('乳幼児（0〜2歳・添い寝）', 'Infant (0–2), sharing a bed', '영유아(0~2세, 침대 미사용)', '婴幼儿（0–2岁，不占床）', '嬰幼兒（0–2歲，不佔床）'),
};
const youngChildNoBed: KidsTierSeed = {
  code: 'B', minAge: 3, maxAge: 5, bedding: false,
  name: lt('幼児（3〜5歳・添い寝）', 'Young child (3–5), sharing a bed', '유아(3~5세, 침대 미사용)', '幼儿（3–5岁，不占床）', '幼兒（3–5歲，不佔床）'),
};
const youngChildWithBed: KidsTierSeed = {
  code: 'C', minAge: 3, maxAge: 5, bedding: true,
  name: lt('幼児（3〜5歳・ベッドあり）', 'Young child (3–5), own bed', '유아(3~5세, 침대 사용)', '幼儿（3–5岁，占床）', '幼兒（3–5歲，佔床）'),
};
const childWithBed: KidsTierSeed = {
  code: 'D', minAge: 6, maxAge: 12, bedding: true,
  name: lt('小学生（6〜12歳・ベッドあり）', 'Child (6–12), own bed', '어린이(6~12세, 침대 사용)', '儿童（6–12岁，占床）', '兒童（6–12歲，佔床）'),
};
const childNoBed: KidsTierSeed = {
  code: 'E', minAge: 6, maxAge: 12, bedding: false,
  name: lt('小学生（6〜12歳・添い寝）', 'Child (6–12), sharing a bed', '어린이(6~12세, 침대 미사용)', '儿童（6–12岁，不占床）', '兒童（6–12歲，不佔床）'),
};

/** SPEC 3: a child's age and bed choice map to one tier; ages 0 to 12 are covered at every such hotel. */
export function kidsTiersFor(withSharedBedForSchoolChildren: boolean): KidsTierSeed[] {
  const tiers = [infantNoBed, youngChildNoBed, youngChildWithBed, childWithBed];
  const chosen = withSharedBedForSchoolChildren ? [...tiers, childNoBed] : tiers;
  return chosen.map((tier) => ({ ...tier, name: { ...tier.name } }));
}
