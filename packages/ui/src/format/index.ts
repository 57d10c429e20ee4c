export { usePriceFormat, useStayDateFormat, useDeadlineFormat } from './use-format';
