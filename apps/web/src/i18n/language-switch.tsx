import { LANGUAGES, type Language } from './language';
import { useLanguage, useT } from './i18n-provider';

/** Each language named in itself, so a shopper finds theirs whatever the page is in. */
const NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex rounded-full border border-zinc-300 p-0.5 text-xs font-semibold"
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
          className={`rounded-full px-2.5 py-1 ${option === language ? 'bg-zinc-900 text-white' : 'text-zinc-700 hover:text-accent'}`}
        >
          {NAMES[option]}
        </button>
      ))}
    </div>
  );
}
