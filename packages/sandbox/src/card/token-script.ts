import { cardRules } from './card-rules';

/**
 * The browser half of the card-token service, like the provider's own script: `Multipayment.init(key)`,
 * then `Multipayment.getToken(card, callback)`. The card is checked here with the same rules as the
 * server, then sent to `<origin of this script>/card/api/token`; the callback (a function, or the name
 * of a global function) receives `{ resultCode, tokenObject }`.
 */
export function cardTokenScript(fallbackOrigin: string): string {
  return `(function () {
  'use strict';
  var rules = ${JSON.stringify(cardRules)};
  var fields = ['cardno', 'expire', 'securitycode', 'holdername'];
  var script = document.currentScript;
  var origin = ${JSON.stringify(fallbackOrigin)};
  try {
    if (script && script.src) origin = new URL(script.src, window.location.href).origin;
  } catch (ignored) {}
  var shopKey = null;

  function text(value) {
    return value === undefined || value === null ? '' : String(value);
  }

  function firstFailure(card) {
    for (var i = 0; i < rules.length; i += 1) {
      if (!new RegExp(rules[i].pattern).test(card[rules[i].field])) return rules[i].code;
    }
    return null;
  }

  function callbackOf(callback) {
    var target = typeof callback === 'function' ? callback : window[callback];
    if (typeof target !== 'function') throw new Error('Multipayment.getToken: no callback function (531)');
    return target;
  }

  // Always asynchronous, like the provider's script, whether the card failed here or on the server.
  function later(target, result) {
    setTimeout(function () {
      target(result);
    }, 0);
  }

  window.Multipayment = {
    init: function (key) {
      shopKey = text(key) || null;
    },
    getToken: function (input, callback) {
      var answer = callbackOf(callback);
      var card = {};
      for (var i = 0; i < fields.length; i += 1) card[fields[i]] = text(input && input[fields[i]]);
      if (!shopKey) return later(answer, { resultCode: '521', tokenObject: null });
      var failure = firstFailure(card);
      if (failure) return later(answer, { resultCode: failure, tokenObject: null });
      card.key = shopKey;
      fetch(origin + '/card/api/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(card)
      })
        .then(function (response) {
          return response.json();
        })
        .then(function (result) {
          later(answer, result && result.resultCode ? result : { resultCode: '901', tokenObject: null });
        }, function () {
          later(answer, { resultCode: '901', tokenObject: null });
        });
    }
  };
})();
`;
}
