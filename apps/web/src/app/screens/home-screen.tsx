import { Button } from '#web/components/ui/button';
import { AlertIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { useCategories } from '#web/features/categories/api/get-categories';
import { CategoryGrid, CategoryGridSkeleton } from '#web/features/categories/components/category-grid';
import { useRankedRow } from '#web/features/products/api/get-ranked-products';
import { useT } from '#web/i18n/i18n-provider';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { Hero } from './home/hero';
import { ProductRow } from './home/product-row';
import { SectionHeading } from './home/section-heading';
import { TrustStrip } from './home/trust-strip';

export default function HomeScreen() {
  const t = useT();
  useDocumentTitle(t('home.title'));
  const categories = useCategories();
  const top = useRankedRow('top-rated');
  const interest = useRankedRow('interest');
  const trending = useRankedRow('trending');
  const failed = [categories, top, interest, trending].some((query) => query.isError);

  return (
    <PageContainer className="space-y-8 lg:space-y-12">
      <Hero pictures={categories.data?.map((c) => ({ src: c.image, alt: t(`category.${c.slug}`) }))} />
      <TrustStrip />
      {failed ? (
        <StatusMessage
          tone="error"
          icon={<AlertIcon width={28} height={28} />}
          title={t('home.errorTitle')}
          body={t('home.errorBody')}
          // Retry reloads the page.
          actions={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <section aria-labelledby="home-categories">
            <SectionHeading id="home-categories" title={t('home.shopByCategory')} />
            {categories.data ? <CategoryGrid categories={categories.data} /> : <CategoryGridSkeleton />}
          </section>
          <ProductRow id="home-top" title={t('list.topProducts')} viewAll="/top-products" products={top.data} />
          <ProductRow
            id="home-interest"
            title={t('list.interest')}
            viewAll="/interest-products"
            products={interest.data}
            cardsWhenSeen
          />
          <ProductRow
            id="home-trending"
            title={t('list.trending')}
            viewAll="/trending"
            products={trending.data}
            cardsWhenSeen
          />
        </>
      )}
    </PageContainer>
  );
}
