import { useId, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';
import { searchHref } from '../search-href';

interface SearchFormProps {
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** After a search is sent, e.g. to fold the phone search bar away. */
  onSearched?: () => void;
}

/** Sends the trimmed text to /search and clears the box; blank text does nothing. */
export function SearchForm({ className = '', inputRef, onSearched }: SearchFormProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const id = useId();
  const t = useT();

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const href = searchHref(text);
        if (!href) return;
        void navigate(href);
        setText('');
        onSearched?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        className="h-10 w-full rounded-md border border-transparent bg-zinc-100 pr-11 pl-4 text-sm text-zinc-900 placeholder:text-zinc-600 focus:border-zinc-300 focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t('header.search')}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-zinc-600 hover:text-zinc-900"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
