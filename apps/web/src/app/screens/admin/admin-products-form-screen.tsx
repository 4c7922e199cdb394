import type { AdminProduct, ProductInput, ProductUpdate } from '@kuber/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { AlertIcon, ChevronLeftIcon, SearchIcon } from '#web/components/ui/icons';
import { PageSpinner } from '#web/components/ui/page-spinner';
import { StatusMessage } from '#web/components/ui/status-message';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { useCreateProduct } from '#web/features/products/api/admin/create-product';
import { adminProductQuery, useReloadAdminProduct } from '#web/features/products/api/admin/get-admin-product';
import { useUpdateProduct } from '#web/features/products/api/admin/update-product';
import { ProductForm, type PictureFieldProps } from '#web/features/products/components/admin/product-form';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { ImageUploader } from '#web/features/uploads/components/image-uploader';
import { ApiError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** The uploads feature's picture field, in the product form. */
const pictureField = (props: PictureFieldProps) => <ImageUploader {...props} />;

/** The table as it was left (its search, filters and page), to go back to. */
function useBackToList() {
  const navigate = useNavigate();
  const location = useLocation();
  const list = (location.state as { list?: string } | null)?.list ?? '';
  return () => void navigate(`/admin/products${list}`);
}

/** /admin/products/new and /admin/products/{id}. */
export default function AdminProductsFormScreen() {
  const { productId } = useParams();
  if (productId === 'new') return <NewProduct />;
  const id = Number(productId);
  return Number.isInteger(id) && id > 0 ? <EditProduct key={id} id={id} /> : <ProductMissing />;
}

function Heading({ title, note }: { title: string; note?: string }) {
  const back = useBackToList();
  return (
    <div className="mb-5 flex items-start gap-2">
      <button
        type="button"
        onClick={back}
        aria-label="Back to products"
        className="-ml-2 flex size-10 shrink-0 items-center justify-center rounded-full text-zinc-800 hover:bg-zinc-200"
      >
        <ChevronLeftIcon width={22} height={22} />
      </button>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
        {note && <p className="mt-1 text-sm text-zinc-600">{note}</p>}
      </div>
    </div>
  );
}

function NewProduct() {
  useDocumentTitle('Add product');
  const create = useCreateProduct();
  const back = useBackToList();
  const save = async (input: ProductInput) => {
    const saved = await create.mutateAsync(input);
    notify('success', `${saved.name} added to the catalogue`);
    back();
  };
  const tax = useTaxOfStore();
  return (
    <>
      <Heading title="Add product" />
      <ProductForm onSave={save} onCancel={back} pictureField={pictureField} tax={tax} />
    </>
  );
}

function EditProduct({ id }: { id: number }) {
  const location = useLocation();
  const query = useQuery(adminProductQuery(id));
  useDocumentTitle(query.data ? `Edit ${query.data.name}` : 'Edit product');

  if (isSecondFactorError(query.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  if (query.isPending) return <PageSpinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <ProductMissing />;
  if (query.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<AlertIcon width={28} height={28} />}
        title="The product could not be loaded"
        body={query.error.message}
        actions={<Button onClick={() => void query.refetch()}>Try Again</Button>}
      />
    );
  }
  return <EditForm product={query.data} />;
}

function EditForm({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct(product.id);
  const reload = useReloadAdminProduct();
  const back = useBackToList();
  const save = async (input: ProductUpdate) => {
    const saved = await update.mutateAsync(input);
    notify('success', `${saved.name} saved`);
    back();
  };
  const tax = useTaxOfStore();
  return (
    <>
      <Heading
        title={`Edit ${product.name}`}
        note={
          product.orderCount > 0
            ? `In ${product.orderCount} ${product.orderCount === 1 ? 'order' : 'orders'}`
            : undefined
        }
      />
      <ProductForm
        product={product}
        onSave={save}
        onReload={() => reload(product.id)}
        onCancel={back}
        pictureField={pictureField}
        tax={tax}
      />
    </>
  );
}

function ProductMissing() {
  useDocumentTitle('Product not found');
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title="Product not found"
      body="There is no product at this address. It may have been deleted."
      actions={
        <Link to="/admin/products" className={buttonStyles('primary')}>
          Back to products
        </Link>
      }
    />
  );
}

/** How the shop charges tax, for the product form's price hint. */
function useTaxOfStore() {
  const { data: store } = useStoreSettings();
  return store && { mode: store.taxMode, addedRatePercent: store.taxRatePercent };
}
