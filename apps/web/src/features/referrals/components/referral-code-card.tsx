import { useId, useRef } from 'react';
import { CopyButton } from './copy-button';
import { ShareMenu } from './share-menu';
import { useT } from '#web/i18n/i18n-provider';

interface ReferralCodeCardProps {
  code: string;
  link: string;
  storeName: string;
}

const boxClass = 'h-10 min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-3 text-zinc-900';

/** The shopper's code and sign-up link, each with Copy, and the share menu. */
export function ReferralCodeCard({ code, link, storeName }: ReferralCodeCardProps) {
  const codeId = useId();
  const linkId = useId();
  const codeBox = useRef<HTMLInputElement>(null);
  const linkBox = useRef<HTMLInputElement>(null);
  const t = useT();
  const text = t('referral.inviteText', { store: storeName, code, link });
  return (
    <section
      aria-labelledby={`${codeId}-heading`}
      className="rounded-xl border border-zinc-200 bg-gradient-to-br from-accent-soft/70 to-white p-4 sm:p-6"
    >
      <h2 id={`${codeId}-heading`} className="text-base font-bold text-zinc-900">
        {t('referral.invite')}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div>
          <label htmlFor={codeId} className="mb-1.5 block text-sm font-semibold text-zinc-800">
            {t('referral.yourCode')}
          </label>
          <div className="flex gap-2">
            <input
              id={codeId}
              ref={codeBox}
              readOnly
              value={code}
              className={`${boxClass} font-mono text-lg font-bold tracking-widest`}
              onFocus={(e) => e.target.select()}
            />
            <CopyButton text={code} label={t('referral.copyCode')} selectFallback={() => codeBox.current?.select()} />
          </div>
        </div>
        <div>
          <label htmlFor={linkId} className="mb-1.5 block text-sm font-semibold text-zinc-800">
            {t('referral.yourLink')}
          </label>
          <div className="flex gap-2">
            <input
              id={linkId}
              ref={linkBox}
              readOnly
              value={link}
              className={`${boxClass} text-sm`}
              onFocus={(e) => e.target.select()}
            />
            <CopyButton text={link} label={t('referral.copyLink')} selectFallback={() => linkBox.current?.select()} />
          </div>
        </div>
      </div>
      <div className="mt-4">
        <ShareMenu text={text} link={link} subject={t('referral.joinMe', { store: storeName })} />
      </div>
    </section>
  );
}
