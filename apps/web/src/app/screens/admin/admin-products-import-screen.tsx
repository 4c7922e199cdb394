import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '#web/components/ui/icons';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { ProductImport } from '#web/features/products/components/admin/product-import';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminProductsImportScreen() {
  useDocumentTitle('Import products');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <div className="flex items-start gap-2">
        <Link
          to="/admin/products"
          aria-label="Back to products"
          className="-ml-2 flex size-10 shrink-0 items-center justify-center rounded-full text-zinc-800 hover:bg-zinc-200"
        >
          <ChevronLeftIcon width={22} height={22} />
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Import products</h1>
          <p className="mt-1 text-sm text-zinc-600">
            Create and update products from a CSV file. Start from Export CSV on the products page to get the columns
            right.
          </p>
        </div>
      </div>
      <ProductImport
        onFinished={() => navigate('/admin/products')}
        onFailure={(error) => {
          if (isSecondFactorError(error))
            void navigate('/admin', { replace: true, state: { from: location, secondFactor: true } });
        }}
      />
    </div>
  );
}
