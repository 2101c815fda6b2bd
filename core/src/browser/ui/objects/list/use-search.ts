import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** The search box's text, and the query it becomes once the user pauses typing. */
export function useDebouncedSearch(): { search: string; setSearch: (text: string) => void; query: string } {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, query };
}
