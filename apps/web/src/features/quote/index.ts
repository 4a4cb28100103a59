// Requests for quotes: asking a shop, the list, a quote's answer, editing and accepting.
export { useEditQuoteQuery, useQuoteQuery } from './api/get-quote.ts';
export { QUOTES_PER_PAGE, useQuotesQuery } from './api/get-quotes.ts';
export { useUpdateQuote } from './api/save-quote.ts';
export { QuoteActions } from './components/quote-actions.tsx';
export { QuoteAnswer } from './components/quote-answer.tsx';
export { QuoteForm } from './components/quote-form.tsx';
export { QuoteLines } from './components/quote-lines.tsx';
export { QuoteRow } from './components/quote-row.tsx';
export { QuoteStatusBadge } from './components/quote-status-badge.tsx';
export { RequestQuoteButton } from './components/request-quote-button.tsx';
export { draftsFromQuote } from './draft.ts';
export { QUOTE_TABS, quoteTab } from './statuses.ts';
