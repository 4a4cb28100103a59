import { formatDate } from '../../lib/format.ts';

// Apart from chat-rules.ts, which the app-wide heartbeat imports, so the date library loads
// only with the screens that show chat times.

/** Chat times as the chat shows them: 'hh:mm a, DD MMM, YYYY' (docs/features/chat.md#lists). */
export const formatChatTime = (value: string, locale?: string) => formatDate(value, 'hh:mm a, DD MMM, YYYY', locale);
