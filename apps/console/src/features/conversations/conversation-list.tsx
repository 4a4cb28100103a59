import type { Conversation } from '@souk/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { ListBody } from '../../components/list-body.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useShopperOnline } from './online-shoppers.ts';
import { useConversations } from './use-conversations.ts';

/** The shop's conversations, latest first; the open one marked, unread ones counted. */
export function ConversationList({ search, selected }: { search: string; selected: number | undefined }) {
  const { t } = useI18n();
  const conversations = useConversations(search);
  return (
    <ListBody query={conversations} rows={(data) => data.data} empty={t('chat.empty')}>
      {(rows) => (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
          {rows.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} selected={conversation.user.id === selected} />
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { t, intl } = useI18n();
  const online = useShopperOnline(conversation.user.id);
  const unread = conversation.unread_message_user;
  return (
    <Link
      to={`/conversations/${conversation.user.id}`}
      aria-current={selected ? 'page' : undefined}
      data-shopper={conversation.user.id}
      className={clsx('flex gap-3 p-3 hover:bg-slate-50', selected && 'bg-primary-50')}
    >
      <span
        className={clsx('mt-1.5 size-2.5 shrink-0 rounded-full', online ? 'bg-emerald-600' : 'bg-slate-300')}
        title={online ? t('chat.online') : t('chat.offline')}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={clsx('truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>
            <bdi>{conversation.user.name}</bdi>
          </span>
          {conversation.last_message_time && (
            <span className="shrink-0 text-xs text-slate-500">{dateTime(conversation.last_message_time, intl)}</span>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600" dir="auto">
            {conversation.last_message ??
              (conversation.product ? t('chat.productAsked', { name: conversation.product.name }) : '')}
          </span>
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-primary-700 px-2 text-xs font-semibold text-white">
              {t('chat.unread', { count: unread })}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
