import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { AdminSideMenu } from '../../../features/admin/components/admin-side-menu';

/** Every /admin/* screen: the admin menu beside the screen, which loads under it. */
export default function AdminLayout() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-5 lg:grid-cols-[13rem_1fr] lg:gap-8 lg:py-8">
      <AdminSideMenu />
      <div className="min-w-0">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
