import { renderWithApp } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { hostCatalogue } from '../../lang/catalogue';
import { $preview } from './model';
import { PreviewBanner } from './preview-banner';

const preview = { remote: 'mf_hotel' as const, version: '1.0.0-candidate', expiresAt: '2026-11-27T12:00:00.000Z' };

/** Issue 17: a browser previewing a remote version is told so on every page, with the way back to the live site. */
describe('the preview banner', () => {
  it('names the remote and version this browser alone is shown, and links out of the preview', async () => {
    await renderWithApp(<PreviewBanner />, { values: [[$preview, preview]], locale: 'en', catalogue: hostCatalogue });
    const banner = await screen.findByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent('This browser alone is previewing mf-hotel version 1.0.0-candidate');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/_preview/exit');
  });

  it('is not there for a visitor without a preview', async () => {
    const page = (
      <>
        <h1>
          <FormattedMessage id="footer.site" />
        </h1>
        <PreviewBanner />
      </>
    );
    await renderWithApp(page, { locale: 'ja', catalogue: hostCatalogue });
    // The page has drawn with its messages: a banner would be there by now.
    await screen.findByRole('heading', { name: 'ホテルさくら 公式サイト' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
