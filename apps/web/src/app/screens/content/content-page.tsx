import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { useLanguage, useT } from '#web/i18n/i18n-provider';

interface ContentPageProps {
  title: string;
  intro?: ReactNode;
  /** e.g. 'Effective 27 October 2023' for policies. */
  meta?: string;
  /** A legal text, kept in English in every language: its English wording is the one that binds. */
  englishOnly?: boolean;
  children: ReactNode;
}

// Long-form text styles (no typography plugin: these few rules are all the pages need).
const PROSE =
  'text-[15px] leading-7 text-zinc-700 [&_a]:font-semibold [&_a]:text-accent [&_a]:underline-offset-2 hover:[&_a]:underline ' +
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-zinc-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-zinc-900 ' +
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_strong]:text-zinc-900';

/** Help, company and policy pages: a readable column of text. */
export function ContentPage({ title, intro, meta, englishOnly = false, children }: ContentPageProps) {
  useDocumentTitle(title);
  const { language } = useLanguage();
  const t = useT();
  return (
    <PageContainer>
      {englishOnly && language !== 'en' && (
        <p className="mx-auto mb-6 max-w-3xl rounded-md bg-zinc-100 px-4 py-3 text-sm text-zinc-700">
          {t('legal.inEnglish')}
        </p>
      )}
      <article lang={englishOnly ? 'en' : undefined} className="mx-auto max-w-3xl">
        <header className="border-b border-zinc-200 pb-6">
          <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{title}</h1>
          {meta && <p className="mt-2 text-sm text-zinc-600">{meta}</p>}
          {intro && <p className="mt-4 text-base leading-7 text-zinc-700">{intro}</p>}
        </header>
        <div className={PROSE}>{children}</div>
      </article>
    </PageContainer>
  );
}
