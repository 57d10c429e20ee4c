import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { cataloguePattern } from './catalogue-rule';
import { compileCatalogue } from './catalogue-loader.mjs';

const catalogue = JSON.stringify({
  'rooms.left': '{count, plural, one {# room left} other {# rooms left}}',
  'terms.link': 'I agree to the <terms>terms</terms>',
  'plain': 'Book now',
});

function compiledMessage(id: string) {
  const message = compileCatalogue(catalogue, 'en')[id];
  if (!message) throw new Error(`${id} was not compiled`);
  return message;
}

describe('catalogues compiled at build time (issue 15: no ICU parser on the page)', () => {
  it('gives each message the tree react-intl would parse at run time', () => {
    expect(compiledMessage('rooms.left')).toEqual(parse('{count, plural, one {# room left} other {# rooms left}}'));
    expect(new IntlMessageFormat(compiledMessage('rooms.left'), 'en-US').format({ count: 2 })).toBe('2 rooms left');
    expect(new IntlMessageFormat(compiledMessage('terms.link'), 'en-US').format({ terms: (text: string[]) => `[${text.join('')}]` })).toBe(
      'I agree to the [terms]',
    );
    expect(compiledMessage('plain')).toEqual([{ type: 0, value: 'Book now' }]);
  });

  it('fails the build on a broken message and names it', () => {
    expect(() => compileCatalogue(JSON.stringify({ 'rooms.left': '{count, plural, one {# room}}' }), 'en')).toThrow(/^rooms\.left: /);
  });

  it('applies to every language file under a lang folder, and nothing else', () => {
    expect(cataloguePattern.test('/app/mf-booking/src/lang/payment/zh-TW.json')).toBe(true);
    expect(cataloguePattern.test('/app/host/src/lang/ja.json')).toBe(true);
    expect(cataloguePattern.test('/app/packages/ui/src/maps/built-in/japan-outline.json')).toBe(false);
    expect(cataloguePattern.test('/app/host/src/lang/catalogue.ts')).toBe(false);
  });
});
