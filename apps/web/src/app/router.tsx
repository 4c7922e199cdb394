import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { RequireAdmin, RequireAuth } from '../features/auth/components/require-auth';
import { AppShell } from './layout/app-shell';
import HomeScreen from './screens/home-screen';

// Home ships with the first page; every other screen is fetched when first visited.
const CategoryScreen = lazy(() => import('./screens/category-screen'));
const ProductScreen = lazy(() => import('./screens/product-screen'));
const SearchScreen = lazy(() => import('./screens/search-screen'));
const RankedListScreen = lazy(() => import('./screens/ranked-list-screen'));
const CatalogueScreen = lazy(() => import('./screens/catalogue-screen'));
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
const LoginScreen = lazy(() => import('./screens/account/login-screen'));
const SignupScreen = lazy(() => import('./screens/account/signup-screen'));
const ForgotPasswordScreen = lazy(() => import('./screens/account/forgot-password-screen'));
const ResetPasswordScreen = lazy(() => import('./screens/account/reset-password-screen'));
const UserHomeScreen = lazy(() => import('./screens/account/user-home-screen'));
const ProfileScreen = lazy(() => import('./screens/account/profile-screen'));
const ReferralScreen = lazy(() => import('./screens/account/referral-screen'));
const AdminLoginScreen = lazy(() => import('./screens/admin/admin-login-screen'));
const AdminLayout = lazy(() => import('./layout/admin-layout'));
const AdminDashboardScreen = lazy(() => import('./screens/admin/admin-dashboard-screen'));
const AdminProfileScreen = lazy(() => import('./screens/admin/admin-profile-screen'));
const AdminUploadsScreen = lazy(() => import('./screens/admin/admin-uploads-screen'));
const AdminOrdersScreen = lazy(() => import('./screens/admin/admin-orders-screen'));
const AdminOrderScreen = lazy(() => import('./screens/admin/admin-order-screen'));
const AdminUsersScreen = lazy(() => import('./screens/admin/admin-users-screen'));
const AdminUserScreen = lazy(() => import('./screens/admin/admin-user-screen'));
const AdminProductsListScreen = lazy(() => import('./screens/admin/admin-products-list-screen'));
const AdminProductsFormScreen = lazy(() => import('./screens/admin/admin-products-form-screen'));
const AdminProductsImportScreen = lazy(() => import('./screens/admin/admin-products-import-screen'));
const AdminReferralsScreen = lazy(() => import('./screens/admin/admin-referrals-screen'));
const AdminCouriersScreen = lazy(() => import('./screens/admin/admin-couriers-screen'));
const AdminSizeChartsScreen = lazy(() => import('./screens/admin/admin-size-charts-screen'));
const AdminDeliveryScreen = lazy(() => import('./screens/admin/admin-delivery-screen'));
const AdminReturnsScreen = lazy(() => import('./screens/admin/admin-returns-screen'));
const AdminReturnScreen = lazy(() => import('./screens/admin/admin-return-screen'));
const AdminNotFoundScreen = lazy(() => import('./screens/admin/admin-not-found-screen'));
const AdminDiscountCodesScreen = lazy(() => import('./screens/admin/admin-discount-codes-screen'));
const AdminShopSettingsScreen = lazy(() => import('./screens/admin/admin-shop-settings-screen'));
const CartScreen = lazy(() => import('./screens/shopping/cart-screen'));
const WishlistScreen = lazy(() => import('./screens/shopping/wishlist-screen'));
const CheckoutScreen = lazy(() => import('./screens/shopping/checkout-screen'));
const OrdersScreen = lazy(() => import('./screens/shopping/orders-screen'));
const OrderDetailScreen = lazy(() => import('./screens/shopping/order-detail-screen'));
const WriteReviewScreen = lazy(() => import('./screens/shopping/write-review-screen'));
const AdminReviewsScreen = lazy(() => import('./screens/admin/admin-reviews-screen'));

/**
 * Declarative routes (<BrowserRouter> + <Routes>) rather than the data router: this app
 * loads its data with React Query, and the data router's loader machinery would add
 * about 17 KB gzip to the first page for nothing.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeScreen />} />
        <Route path="categories/:slug" element={<CategoryScreen />} />
        <Route path="products/:productId" element={<ProductScreen />} />
        <Route path="search" element={<SearchScreen />} />
        <Route path="shop" element={<CatalogueScreen title="list.allProducts" description="list.allProductsAbout" />} />
        <Route path="sale" element={<CatalogueScreen title="list.sale" description="list.saleAbout" onSale />} />
        <Route
          path="top-products"
          element={<RankedListScreen list="top-rated" title="list.topProducts" description="list.topProductsAbout" />}
        />
        <Route
          path="trending"
          element={<RankedListScreen list="trending" title="list.trending" description="list.trendingAbout" />}
        />
        <Route
          path="interest-products"
          element={<RankedListScreen list="interest" title="list.interest" description="list.interestAbout" />}
        />
        <Route
          path="new-arrivals"
          element={<RankedListScreen list="newest" title="list.newArrivals" description="list.newArrivalsAbout" />}
        />
        <Route
          path="best-sellers"
          element={<RankedListScreen list="top-rated" title="list.bestSellers" description="list.bestSellersAbout" />}
        />
        <Route path="terms" element={<TermsScreen />} />
        <Route path="privacy" element={<PrivacyScreen />} />
        <Route path="cookie-policy" element={<CookiePolicyScreen />} />
        {/* Two footer links cover cookies; one page answers both. */}
        <Route path="cookies" element={<Navigate to="/cookie-policy" replace />} />
        <Route path="about" element={<AboutScreen />} />
        <Route path="contact" element={<ContactScreen />} />
        <Route path="faqs" element={<FaqsScreen />} />
        <Route path="shipping" element={<ShippingScreen />} />
        <Route path="track-order" element={<TrackOrderScreen />} />
        <Route path="sitemap" element={<SitemapScreen />} />
        <Route path="login" element={<LoginScreen />} />
        <Route path="signup" element={<SignupScreen />} />
        <Route path="forgot-password" element={<ForgotPasswordScreen />} />
        <Route path="reset-password" element={<ResetPasswordScreen />} />
        <Route path="admin" element={<AdminLoginScreen />} />
        <Route element={<RequireAuth />}>
          <Route path="user" element={<UserHomeScreen />} />
          <Route path="dashboard" element={<UserHomeScreen />} />
          <Route path="profile" element={<ProfileScreen />} />
          {/* Shopping screens that need a session (cart, wishlist, checkout, orders, referral) go here. */}
          <Route path="cart" element={<CartScreen />} />
          <Route path="wishlist" element={<WishlistScreen />} />
          <Route path="checkout" element={<CheckoutScreen />} />
          <Route path="orders" element={<OrdersScreen />} />
          <Route path="orders/:orderId" element={<OrderDetailScreen />} />
          <Route path="referral" element={<ReferralScreen />} />
          <Route path="products/:productId/review" element={<WriteReviewScreen />} />
        </Route>
        {/* The old dashboard address moved to /user. */}
        <Route path="old-dashboard" element={<Navigate to="/user" replace />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      {/* /admin itself is the admin login, in the shop's look; everything under it needs an admin and has its own layout. */}
      <Route
        element={
          <Suspense fallback={<PageSpinner />}>
            <RequireAdmin />
          </Suspense>
        }
      >
        <Route element={<AdminLayout />}>
          <Route path="admin/dashboard" element={<AdminDashboardScreen />} />
          <Route path="admin/profile" element={<AdminProfileScreen />} />
          <Route path="admin/uploads" element={<AdminUploadsScreen />} />
          <Route path="admin/orders" element={<AdminOrdersScreen />} />
          <Route path="admin/orders/:orderId" element={<AdminOrderScreen />} />
          <Route path="admin/users" element={<AdminUsersScreen />} />
          <Route path="admin/users/:userId" element={<AdminUserScreen />} />
          <Route path="admin/products" element={<AdminProductsListScreen />} />
          <Route path="admin/products/import" element={<AdminProductsImportScreen />} />
          {/* 'new' or a product's id. */}
          <Route path="admin/products/:productId" element={<AdminProductsFormScreen />} />
          <Route path="admin/referrals" element={<AdminReferralsScreen />} />
          <Route path="admin/couriers" element={<AdminCouriersScreen />} />
          <Route path="admin/size-charts" element={<AdminSizeChartsScreen />} />
          <Route path="admin/delivery" element={<AdminDeliveryScreen />} />
          <Route path="admin/returns" element={<AdminReturnsScreen />} />
          <Route path="admin/returns/:returnId" element={<AdminReturnScreen />} />
          <Route path="admin/discount-codes" element={<AdminDiscountCodesScreen />} />
          <Route path="admin/shop-settings" element={<AdminShopSettingsScreen />} />
          <Route path="admin/reviews" element={<AdminReviewsScreen />} />
          <Route path="admin/*" element={<AdminNotFoundScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
