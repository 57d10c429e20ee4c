import type { User } from '@hotel/contracts';
import type { GuestDetailsForm } from '../../../entities/guest-details';
import { room, selection } from '../testing/fixtures';
import { detailsOf, emptyGuest, initialFormValues, trimmedDetails } from './form-values';

const member: User = { id: 'm1', firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.jp', points: 0, rank: null, rankName: null };
const guest = { ...emptyGuest, last_name: '山田', first_name: '太郎', email: 'taro@example.jp', phone: '090-1234-5678' };
const draft: GuestDetailsForm = {
  guests: [guest],
  forSomeoneElse: true,
  stayingGuest: { last_name: '佐藤', first_name: '花', last_name_kana: 'さとう', first_name_kana: 'はな' },
  registerAsMember: true,
  newsletter: true,
  answers: { '12': '16:00' },
  extras: { '7': { quantity: 2, deliveryTime: '2030-06-01T18:00', answer: '' } },
  comment: 'Quiet room',
  policyAccepted: true,
};

describe('initialFormValues (SPEC 3: nothing typed is lost on reload)', () => {
  it('starts one empty guest per room, nothing ticked, without a draft', () => {
    const values = initialFormValues(selection([room('Twin'), room('Double')]), null, null);
    expect(values.guests).toEqual([emptyGuest, emptyGuest]);
    expect([values.forSomeoneElse, values.registerAsMember, values.newsletter, values.policyAccepted]).toEqual([false, false, false, false]);
  });

  it('restores a draft, keyed for the form', () => {
    const values = initialFormValues(selection(), draft, null);
    expect(values.guests).toEqual([guest]);
    expect(values.answers).toEqual({ id12: '16:00' });
    expect(values.extras).toEqual({ id7: { quantity: '2', deliveryTime: '2030-06-01T18:00', answer: '' } });
    expect(values).toMatchObject({ forSomeoneElse: true, registerAsMember: true, comment: 'Quiet room', password: '' });
  });

  it.each([
    ['a draft for one room is not "for someone else" once there are two', [room('Twin'), room('Double')], null, false],
    ['a member books as themselves, never registers', [room('Twin')], member, true],
  ])('%s', (_rule, rooms, user, someoneElse) => {
    const values = initialFormValues(selection(rooms), draft, user);
    expect(values.forSomeoneElse).toBe(someoneElse);
    expect(values.guests).toHaveLength(rooms.length);
  });

  it('fills the first guest from the member, over the draft', () => {
    const values = initialFormValues(selection(), draft, member);
    expect(values.guests[0]).toEqual({ ...guest, last_name: 'Yamada', first_name: 'Hanako', email: 'hanako@example.jp' });
    expect([values.registerAsMember, values.newsletter]).toEqual([false, false]);
  });
});

describe('detailsOf / trimmedDetails', () => {
  it('gives the draft back as it was, and never keeps a password', () => {
    const values = { ...initialFormValues(selection(), draft, null), password: 'Secret123', passwordAgain: 'Secret123' };
    const details = detailsOf(values);
    expect(details).toEqual(draft);
    expect(JSON.stringify(details)).not.toContain('Secret123');
  });

  it('trims every text, nested ones too (SPEC 5 General)', () => {
    const spaced = { ...draft, guests: [{ ...guest, email: ' taro@example.jp ' }], answers: { '12': ' 16:00 ' }, comment: ' Quiet room ' };
    const trimmed = trimmedDetails(spaced);
    expect([trimmed.guests[0]?.email, trimmed.answers['12'], trimmed.comment]).toEqual(['taro@example.jp', '16:00', 'Quiet room']);
  });
});
