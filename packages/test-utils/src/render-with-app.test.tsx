import { attachApi } from '@hotel/api';
import { $locale } from '@hotel/bus';
import { screen } from '@testing-library/react';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { advanceTime, renderWithApp, settle } from './index';

const countryAsked = createEvent();
const loadCountryFx = attachApi(async (api, _: void) => (await api.content.currentLocation()).countryCode);
const $country = createStore('').on(loadCountryFx.doneData, (_, country) => country);
sample({ clock: countryAsked, target: loadCountryFx });

function HotelCountry() {
  const [country, ask] = useUnit([$country, countryAsked]);
  const { hotelId } = useParams();
  return (
    <>
      <button type="button" onClick={() => ask()}>
        <FormattedMessage id="where" />
      </button>
      <h1>{`Hotel ${hotelId} in ${country}`}</h1>
      <Link to="/ja/hotels">all hotels</Link>
    </>
  );
}

const api = { content: { currentLocation: jest.fn(async () => ({ countryCode: 'JP', latitude: 35.7, longitude: 139.7 })) } };

describe('renderWithApp: a component as the app renders it', () => {
  it('answers a click from the fake API in the scope, at the route the visitor opened, in its language', async () => {
    const { user, scope } = await renderWithApp(<HotelCountry />, {
      api,
      locale: 'en',
      messages: { where: 'Where is it?' },
      route: '/en/hotel/7',
      path: '/en/hotel/:hotelId',
    });
    await user.click(screen.getByRole('button', { name: 'Where is it?' }));
    await settle(scope);
    expect(api.content.currentLocation).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Hotel 7 in JP');
    expect(scope.getState($locale)).toBe('en');
  });

  it('follows a link to another page the router knows', async () => {
    const { user, router } = await renderWithApp(<HotelCountry />, {
      messages: { where: 'Where is it?' },
      routes: [{ path: '/ja/hotels', element: <p>the list</p> }],
      route: '/hotel/1',
    });
    await user.click(screen.getByRole('link', { name: 'all hotels' }));
    expect(router.state.location.pathname).toBe('/ja/hotels');
    expect(screen.getByText('the list')).toBeVisible();
  });

  it('lets a fake clock drive a debounce, clicking without waiting on real time', async () => {
    jest.useFakeTimers();
    try {
      function Later() {
        const [shown, show] = useUnit([$shown, shownLater]);
        return <button type="button" onClick={() => show()}>{shown ? 'shown' : 'wait'}</button>;
      }
      const { user } = await renderWithApp(<Later />);
      await user.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).toHaveTextContent('wait');
      await advanceTime(300);
      expect(screen.getByRole('button')).toHaveTextContent('shown');
    } finally {
      jest.useRealTimers();
    }
  });
});

const shownLater = createEvent();
const showFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
const $shown = createStore(false).on(showFx.done, () => true);
sample({ clock: shownLater, target: showFx });
