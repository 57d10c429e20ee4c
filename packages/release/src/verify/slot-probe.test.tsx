import { probeSlots } from './slot-probe';

/** A page with one slot holding `inner`, as remote-slot.tsx draws it. */
function slotShowing(inner: string, id = 'mf_hotel/HotelDetailPage'): void {
  document.body.innerHTML = `<main><div data-remote-slot="${id}">${inner}</div></main>`;
}

const slotSkeleton = '<div role="status" aria-busy="true" aria-label="読み込み中"><div></div><div></div></div>';

describe('what the release check reads off a remote slot (issue 16)', () => {
  it.each([
    ['the slot’s own skeleton while the module loads', slotSkeleton, 'loading'],
    ['the page’s busy frame without a word (its code or messages on their way)', '<main aria-busy="true"><div class="gallery"></div></main>', 'loading'],
    ['the page with its words', '<main><h1>ホテルさくら 福島</h1></main>', 'drawn'],
    ['a page that says what it waits for', '<main><div role="status" aria-busy="true" aria-label="Checking your session"></div></main>', 'drawn'],
    ['a module that draws nothing (a closed panel)', '', 'drawn'],
    [
      'the fallback panel',
      '<section role="alert" aria-labelledby="remote-unavailable-title"><h2 id="remote-unavailable-title">このページの一部は現在ご利用いただけません</h2></section>',
      'fallback',
    ],
  ])('%s', (_, inner, state) => {
    slotShowing(inner);
    expect(probeSlots(['mf_hotel/HotelDetailPage']).slots).toEqual({ 'mf_hotel/HotelDetailPage': state });
  });

  it('does not count the words of a slot nested inside, and says where the page is', () => {
    slotShowing('<main aria-busy="true"><div data-remote-slot="mf_search/SearchBox"><form role="search">検索</form></div></main>');
    expect(probeSlots(['mf_hotel/HotelDetailPage', 'mf_search/SearchBox', 'mf_booking/SummaryPage'])).toEqual({
      pathname: '/',
      slots: { 'mf_hotel/HotelDetailPage': 'loading', 'mf_search/SearchBox': 'drawn', 'mf_booking/SummaryPage': 'absent' },
    });
  });
});
