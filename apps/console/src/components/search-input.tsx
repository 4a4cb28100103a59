import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const WAIT_MS = 300;

/**
 * A search box that asks once typing pauses, not at every key; Enter asks at once. Follows
 * `value` when it changes from outside (the back button).
 */
export function SearchInput({
  label,
  value,
  onSearch,
  className,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  // The latest handler, so a parent's new one each render does not restart the wait.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className={`relative ${className ?? ''}`}>
      <Search aria-hidden className="pointer-events-none absolute start-2.5 top-2.5 size-4 text-slate-500" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        className="w-full rounded-md border border-slate-300 bg-white py-2 ps-8 pe-2 text-sm"
      />
    </div>
  );
}
