import { FacebookIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

const PROVIDERS = [
  { name: 'Google', icon: <GoogleMark /> },
  { name: 'Facebook', icon: <FacebookIcon className="text-[#1877f2]" /> },
];

/** Product decision: no social provider can be reached yet, so the buttons stay inert and say so. */
export function SocialLoginButtons() {
  const t = useT();
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs text-zinc-600" aria-hidden="true">
        <span className="h-px flex-1 bg-zinc-200" />
        {t('social.orContinue')}
        <span className="h-px flex-1 bg-zinc-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map(({ name, icon }) => (
          <button
            key={name}
            type="button"
            aria-disabled="true"
            title={t('social.comingSoon', { name })}
            className="inline-flex h-11 cursor-not-allowed items-center justify-center gap-2 rounded-md border border-zinc-300 bg-white text-sm font-semibold text-zinc-700"
          >
            {icon}
            {name}
            <span className="sr-only">{t('social.comingSoonShort')}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}
