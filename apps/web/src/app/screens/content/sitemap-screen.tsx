import { Link } from 'react-router';
import { ContentPage } from './content-page';
import { useT } from '#web/i18n/i18n-provider';
import { SITEMAP_SECTIONS } from '#web/app/layout/site-links';

export default function SitemapScreen() {
  const t = useT();
  return (
    <ContentPage title={t('sitemap.title')} intro={t('sitemap.intro')}>
      <div className="mt-6 grid gap-8 sm:grid-cols-2">
        {SITEMAP_SECTIONS.map((section) => (
          <section key={section.title}>
            <h2 className="mt-0!">{t(section.title)}</h2>
            <ul className="list-none! pl-0!">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.fullLabel ?? link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
