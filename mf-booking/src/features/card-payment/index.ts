export { type CardValues, emptyCard, toCardInput } from './card-input';
export { type CardTokenOutcome, cardTokenOutcome } from './card-token-outcome';
export { cardTokenMessage } from './card-token-messages';
export { tokenizeCardFx } from './model';
export { CardFields, type CardFieldsProps } from './ui/card-fields';
export { CardTokenError } from './ui/card-token-error';
