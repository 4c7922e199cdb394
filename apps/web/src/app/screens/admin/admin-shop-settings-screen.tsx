import { FormAlert } from '#web/components/ui/form-alert';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAdminShopContent } from '#web/features/store/api/admin/get-admin-shop-content';
import { useSaveShopContent } from '#web/features/store/api/admin/save-shop-content';
import { ShopSettingsForm } from '#web/features/store/components/admin/shop-settings-form';
import { ImageUploader } from '#web/features/uploads/components/image-uploader';
import { notify } from '#web/lib/notify';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /admin/shop-settings: the shop's own words, in English and Hindi, shown to shoppers from their next page. */
export default function AdminShopSettingsScreen() {
  useDocumentTitle('Shop settings');
  const content = useAdminShopContent();
  const save = useSaveShopContent();
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Shop settings</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">
          The home page’s banner and claims, the announcement bar and the contact details, in both languages. Shoppers
          see a save on their next page.
        </p>
      </div>
      {content.isPending ? (
        <div className="flex flex-col gap-4" aria-hidden="true">
          <Skeleton className="h-72 rounded-lg" />
          <Skeleton className="h-40 rounded-lg" />
        </div>
      ) : content.error ? (
        <FormAlert>
          {content.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void content.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : (
        <ShopSettingsForm
          content={content.data}
          onSave={async (input) => {
            await save.mutateAsync(input);
            notify('success', 'Shop settings saved');
          }}
          picture={({ value, onChange, error }) => (
            <ImageUploader
              label="Banner picture (optional, shown on wide screens)"
              value={value ? [value] : []}
              // One picture: the newest chosen replaces the one before.
              onChange={(urls) => onChange(urls.find((u) => u !== value) ?? urls[0] ?? null)}
              error={error}
            />
          )}
        />
      )}
    </div>
  );
}
