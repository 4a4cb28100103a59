import clsx from 'clsx';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SearchInput } from '../../components/search-input.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ConversationList } from './conversation-list.tsx';
import { Thread } from './thread.tsx';

/**
 * The shop's inbox: the conversations beside the open thread on a wide screen; on a phone the
 * list, or the thread with a way back to it.
 */
export function ConversationsPage() {
  const { t } = useI18n();
  const { userId } = useParams();
  const selected = userId === undefined ? undefined : Number(userId);
  const [search, setSearch] = useState('');
  return (
    <section aria-labelledby="conversations-title">
      <h1
        id="conversations-title"
        className={clsx('mb-4 text-2xl font-semibold', selected !== undefined && 'max-md:sr-only')}
      >
        {t('chat.title')}
      </h1>
      <div className="grid gap-4 md:grid-cols-[20rem_1fr]">
        <div className={clsx(selected !== undefined && 'max-md:hidden')}>
          <SearchInput label={t('chat.search')} value={search} onSearch={setSearch} className="mb-2" />
          <ConversationList search={search} selected={selected} />
        </div>
        {selected === undefined ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600 max-md:hidden">
            {t('chat.pick')}
          </p>
        ) : (
          <Thread key={selected} userId={selected} />
        )}
      </div>
    </section>
  );
}
