import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PlusIcon } from '#web/components/ui/icons';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { exportProducts } from '#web/features/products/api/admin/export-products';
import { adminProductsQuery } from '#web/features/products/api/admin/get-admin-products';
import { listParamsOf, PRODUCT_LIST, ProductsTable } from '#web/features/products/components/admin/products-table';
import { notify } from '#web/lib/notify';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useListParams } from '#web/lib/use-list-params';

export default function AdminProductsListScreen() {
  useDocumentTitle('Products');
  const location = useLocation();
  const list = useListParams(PRODUCT_LIST);
  const query = useQuery(adminProductsQuery(listParamsOf(list)));
  const [exporting, setExporting] = useState(false);

  if (isSecondFactorError(query.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;

  const download = async () => {
    setExporting(true);
    try {
      await exportProducts();
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Products</h1>
          <p className="mt-1 text-sm text-zinc-600">Every product in the catalogue, shown in the store or not.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={download} busy={exporting} busyText="Exporting...">
            Export CSV
          </Button>
          <Link to="/admin/products/import" className={buttonStyles('secondary')}>
            Import CSV
          </Link>
          <Link to="/admin/products/new" className={buttonStyles('primary')}>
            <PlusIcon width={18} height={18} />
            Add product
          </Link>
        </div>
      </div>
      <ProductsTable list={list} query={query} />
    </div>
  );
}
