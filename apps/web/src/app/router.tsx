import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RouteError } from './route-error';
import HomeScreen from './screens/home-screen';

// Home ships with the first page; every other screen is fetched when first visited.
const CategoryScreen = lazy(() => import('./screens/category-screen'));
const ProductScreen = lazy(() => import('./screens/product-screen'));
const SearchScreen = lazy(() => import('./screens/search-screen'));
const RankedListScreen = lazy(() => import('./screens/ranked-list-screen'));
const CatalogScreen = lazy(() => import('./screens/catalog-screen'));
const NotFoundScreen = lazy(() => import('./screens/not-found-screen'));
const TermsScreen = lazy(() => import('./screens/content/terms-screen'));
const PrivacyScreen = lazy(() => import('./screens/content/privacy-screen'));
const CookiePolicyScreen = lazy(() => import('./screens/content/cookie-policy-screen'));
const AboutScreen = lazy(() => import('./screens/content/about-screen'));
const ContactScreen = lazy(() => import('./screens/content/contact-screen'));
const FaqsScreen = lazy(() => import('./screens/content/faqs-screen'));
const ShippingScreen = lazy(() => import('./screens/content/shipping-screen'));
const TrackOrderScreen = lazy(() => import('./screens/content/track-order-screen'));
const SitemapScreen = lazy(() => import('./screens/content/sitemap-screen'));

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'categories/:slug', element: <CategoryScreen /> },
      { path: 'products/:productId', element: <ProductScreen /> },
      { path: 'search', element: <SearchScreen /> },
      { path: 'shop', element: <CatalogScreen title="All Products" description="Everything in the store, from everyday basics to this season's new styles." /> },
      { path: 'sale', element: <CatalogScreen title="Sale" description="Big Fashion Sale - Up to 80% OFF across every category." /> },
      {
        path: 'top-products',
        element: <RankedListScreen list="top-rated" title="Top Products" description="Our best-rated styles, as reviewed by shoppers like you." />,
      },
      {
        path: 'trending',
        element: <RankedListScreen list="trending" title="Trending Now" description="What shoppers across India are buying this month." />,
      },
      {
        path: 'interest-products',
        element: <RankedListScreen list="interest" title="Inspired by Your Interest" description="Picked for you from the categories you love." />,
      },
      { path: 'new-arrivals', element: <RankedListScreen list="newest" title="New Arrivals" description="The latest additions to the store." /> },
      { path: 'best-sellers', element: <RankedListScreen list="top-rated" title="Best Sellers" description="The styles shoppers rate the highest." /> },
      { path: 'terms', element: <TermsScreen /> },
      { path: 'privacy', element: <PrivacyScreen /> },
      { path: 'cookie-policy', element: <CookiePolicyScreen /> },
      // Two footer links cover cookies; one page answers both.
      { path: 'cookies', element: <Navigate to="/cookie-policy" replace /> },
      { path: 'about', element: <AboutScreen /> },
      { path: 'contact', element: <ContactScreen /> },
      { path: 'faqs', element: <FaqsScreen /> },
      { path: 'shipping', element: <ShippingScreen /> },
      { path: 'track-order', element: <TrackOrderScreen /> },
      { path: 'sitemap', element: <SitemapScreen /> },
      // Spec: the old dashboard address moved to /user (the account screens arrive in later work).
      { path: 'old-dashboard', element: <Navigate to="/user" replace /> },
      // /login, /signup, /user and the account pages have no screens yet: they land here too.
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
