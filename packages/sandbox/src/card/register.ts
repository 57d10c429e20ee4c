import type { CardTokenResult } from '@hotel/contracts';
import { z } from 'zod';
import type { SandboxDeps } from '../deps';
import type { Router } from '../http/router';
import { plainErrors } from '../services/error-shapes';
import { cardRuleFailure } from './card-rules';
import { issueCardToken } from './issue-card-token';
import { cardTokenScript } from './token-script';

// Absent fields are empty: the provider answers a missing card number with code 100, not a 400.
const optionalText = z.string().max(10_000).optional().default('');
const tokenRequest = z.object({
  key: optionalText,
  cardno: optionalText,
  expire: optionalText,
  securitycode: optionalText,
  holdername: optionalText,
});

const failed = (resultCode: string): { body: CardTokenResult } => ({ body: { resultCode, tokenObject: null } });

/** GET /card/token.js (the Multipayment script) and POST /card/api/token (the tokenizer it calls). */
export function registerCardTokens(router: Router, deps: SandboxDeps): void {
  const { config, db } = deps;
  router
    .service('/card', plainErrors, () => 'en')
    .get('/token.js', () => ({ text: cardTokenScript(config.publicUrl), contentType: 'text/javascript; charset=utf-8' }))
    .post('/api/token', async (ctx) => {
      const { key, ...card } = ctx.json(tokenRequest);
      if (!key) return failed('521');
      if (key !== config.cardShopKey) return failed('552');
      const failure = cardRuleFailure(card);
      if (failure) return failed(failure);
      const tokenObject = await issueCardToken(db, card, config.ttl.cardToken);
      return { body: { resultCode: '000', tokenObject } satisfies CardTokenResult };
    });
}
