import { screen } from '@testing-library/react';
import { hotelList } from '../testing/fixtures';
import { fakeApi, type FakeCancelApi, openCancelPage } from '../testing/render-cancel-page';

let api: FakeCancelApi;
let cleanUp: () => void = () => undefined;

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => cleanUp());

async function openEmptyForm() {
  const view = await openCancelPage(api, { route: '/en/cancel' });
  cleanUp = view.unwatch;
  return view;
}

describe('hotel combobox (a searchable select of every hotel)', () => {
  it('lists the brand\'s hotels in the page\'s language', async () => {
    await openEmptyForm();
    expect(api.content.hotelsAndAreas).toHaveBeenCalledWith({ lang: 'en' });
  });

  it('filters by what is typed, moves with the arrow keys and picks with Enter', async () => {
    const { user } = await openEmptyForm();
    const hotel = screen.getByRole('combobox', { name: 'Hotel' });
    await user.type(hotel, 'sakura k');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Hotel Sakura Kyoto']);

    await user.clear(hotel);
    await user.type(hotel, 'sakura');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(hotel).toHaveValue('Hotel Sakura Kyoto');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Booking ID' }), 'R-1001');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'hana@example.com');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    expect(api.booking.getReservation).toHaveBeenCalledWith({ hotelId: 7, reservationNumber: 'R-1001', email: 'hana@example.com' });
  });

  it('says "Required" once left without a choice, even with text typed', async () => {
    const { user } = await openEmptyForm();
    await user.type(screen.getByRole('combobox', { name: 'Hotel' }), 'nowhere');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toHaveAccessibleDescription('Required');
  });

  it('has a named button that shows every hotel', async () => {
    const { user } = await openEmptyForm();
    await user.click(screen.getByRole('button', { name: 'Show all hotels' }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows the matches of what was typed before the hotels arrived, without typing again', async () => {
    let answerHotels: (answer: { areas: never[]; hotels: typeof hotelList }) => void = () => undefined;
    api.content.hotelsAndAreas.mockImplementation(() => new Promise((resolve) => (answerHotels = resolve)));
    const { user } = await openCancelPage(api, { route: '/en/cancel', settled: false });
    const hotel = await screen.findByRole('combobox', { name: 'Hotel' });
    await user.type(hotel, 'sakura k');
    expect(screen.queryByRole('option')).toBeNull();

    answerHotels({ areas: [], hotels: hotelList });
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Hotel Sakura Kyoto']);
    expect(hotel).toHaveValue('sakura k');
  });
});
