import { primeHotelFx } from '../../entities/hotel/prime';
import { catalogue } from '../../lang/catalogue';
import { primeHotelPage } from './prime';

jest.mock('../../entities/hotel/prime', () => ({ primeHotelFx: jest.fn(async () => undefined) }));
jest.mock('../../lang/catalogue', () => ({ catalogue: jest.fn(async () => ({})) }));

const primeHotel = primeHotelFx as unknown as jest.Mock;
const loadMessages = catalogue as jest.Mock;

beforeEach(() => {
  primeHotel.mockClear();
  loadMessages.mockClear();
});

describe('priming the hotel page from its address (issue 6)', () => {
  it('starts the hotel and the messages of a hotel address, in the address’s language', () => {
    primeHotelPage('/en/hotel/19');
    primeHotelPage('/hotel/22');
    expect(primeHotel.mock.calls).toEqual([[{ id: 19, locale: 'en' }], [{ id: 22, locale: 'ja' }]]);
    expect(loadMessages.mock.calls).toEqual([['en'], ['ja']]);
  });

  it('leaves any other address alone, and a hotel id that cannot exist', () => {
    primeHotelPage('/en/hotels-tokyo');
    primeHotelPage('/en/hotel/abc');
    expect(primeHotel).not.toHaveBeenCalled();
    expect(loadMessages).not.toHaveBeenCalled();
  });

  it('never fails the page’s entry when the hotel or the messages cannot be asked for (no client yet, offline)', async () => {
    primeHotel.mockRejectedValueOnce(new Error('no client'));
    loadMessages.mockRejectedValueOnce(new Error('offline'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => primeHotelPage('/en/hotel/19')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
