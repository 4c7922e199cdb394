import {
  GST_RATES,
  gstOf,
  type TaxMode,
  CATEGORIES,
  findCategory,
  MAX_OPTIONS,
  MAX_PRODUCT_IMAGES,
  productInputSchema,
  type AdminProduct,
  type CategorySlug,
  type LoadedProduct,
  type ProductUpdate,
} from '@kuber/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useController, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { ColorSwatch } from '#web/components/ui/color-swatch';
import { ChoiceField } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { Switch } from '#web/components/ui/switch';
import {
  FormMoneyField,
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  FormTextField,
} from '#web/components/ui/form-fields';
import { ApiError } from '#web/lib/api';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { imageSources } from '#web/lib/images';
import { notify } from '#web/lib/notify';
import { discountNote } from './discount';
import { slugFromName } from './slug';
import { stockGrid } from './variant-grid';
import { ChangedMeanwhile, isChangedMeanwhile } from './changed-meanwhile';
import { ChipInput } from './chip-input';
import { StockGrid } from './stock-grid';
import { newChart, SizeChartEditor, type ChartValue } from './size-chart-editor';

/** What the picture field (the uploads feature's, handed in by the screen) is given. */
export interface PictureFieldProps {
  value: string[];
  onChange: (urls: string[]) => void;
  categorySlug?: CategorySlug;
  label: string;
  error?: string;
}

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: AdminProduct;
  /**
   * Saves what the form holds (an edit with the version and figures it was filled from); a
   * refusal is shown at its field (409: the slug), or above the form: a product changed
   * meanwhile, with what changed and a way to reload it.
   */
  onSave: (input: ProductUpdate) => Promise<unknown>;
  /** Reads the product being edited again, as it is now. */
  onReload?: () => Promise<AdminProduct>;
  onCancel: () => void;
  pictureField: (props: PictureFieldProps) => ReactNode;
  /** How the shop charges tax, so the price's hint says what the cart does with it. */
  tax?: { mode: TaxMode; addedRatePercent: number };
}

type Values = z.input<typeof productInputSchema>;
type Saved = z.output<typeof productInputSchema>;

const SIZE_SUGGESTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free Size'];
/** The colours the store draws swatches for, offered to pick from. */
const COLOUR_SUGGESTIONS = [
  'Black',
  'White',
  'Navy',
  'Gray',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Pink',
  'Maroon',
  'Beige',
  'Brown',
  'Olive',
  'Mustard',
  'Multi',
];
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.slug, label: c.name }));

function valuesOf(product: AdminProduct | undefined): Values {
  if (!product) {
    return {
      name: '',
      slug: '',
      // The select shows its placeholder until one is chosen; the schema names the omission.
      categorySlug: '' as CategorySlug,
      price: null as unknown as number,
      originalPrice: null,
      description: '',
      tags: '',
      nameHi: '',
      descriptionHi: '',
      hsnCode: '',
      gstRatePercent: '',
      sizes: [],
      colors: [],
      images: [],
      imageColors: {},
      variants: stockGrid([], [], []),
      featured: false,
      active: true,
      inStock: true,
      returnable: true,
      warrantyMonths: '',
      fabric: '',
      fit: '',
      care: '',
      countryOfOrigin: '',
      manufacturer: '',
      sizeChart: null,
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    categorySlug: product.category,
    price: product.price,
    originalPrice: product.originalPrice,
    description: product.description,
    tags: product.tags,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    hsnCode: product.hsnCode ?? '',
    gstRatePercent: product.gstRatePercent == null ? '' : String(product.gstRatePercent),
    sizes: product.sizes,
    colors: product.colors,
    images: product.images,
    imageColors: product.imageColors,
    variants: stockGrid(product.sizes, product.colors, product.variants),
    featured: product.featured,
    active: product.active,
    inStock: product.inStock,
    returnable: product.returnable,
    warrantyMonths: product.warrantyMonths == null ? '' : String(product.warrantyMonths),
    fabric: product.fabric ?? '',
    fit: product.fit ?? '',
    care: product.care ?? '',
    countryOfOrigin: product.countryOfOrigin ?? '',
    manufacturer: product.manufacturer ?? '',
    // In the back office a product's `sizeChart` is its own (none: its category's).
    sizeChart: product.sizeChart,
  };
}

/** A product's fields as the form was filled with them, sent so that a refusal can say what changed since. */
function loadedOf(product: AdminProduct): LoadedProduct {
  const {
    name,
    category,
    price,
    originalPrice,
    description,
    tags,
    nameHi,
    descriptionHi,
    sizes,
    colors,
    images,
    imageColors,
    featured,
    active,
    inStock,
  } = product;
  return {
    name,
    categorySlug: category,
    price,
    originalPrice,
    description,
    tags,
    nameHi,
    descriptionHi,
    sizes,
    colors,
    images,
    imageColors,
    featured,
    active,
    inStock,
  };
}

/**
 * Hindi texts left blank are sent as none. An edit also sends the version it was filled from,
 * and each variant's stock as it was then: the store moves the stock by the owner's change,
 * so that pieces sold while the form was open stay sold.
 */
function inputOf(values: Saved, loaded: AdminProduct | undefined): ProductUpdate {
  const input = { ...values, nameHi: values.nameHi || null, descriptionHi: values.descriptionHi || null };
  if (!loaded) return input;
  const variants = values.variants.map((v) => {
    const was = loaded.variants.find((l) => l.size === v.size && l.color === v.color);
    return was ? { ...v, loadedStockQuantity: was.stockQuantity } : v;
  });
  return { ...input, variants, version: loaded.version, loaded: loadedOf(loaded) };
}

/** Which colour each picture shows, for the pictures and colours still listed. */
function keptImageColors(
  imageColors: Record<string, string> | undefined,
  images: string[],
  colors: string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(imageColors ?? {}).filter(([url, color]) => images.includes(url) && colors.includes(color)),
  );
}

type ProductFormState = UseFormReturn<Values, unknown, Saved>;
type FormControl = Control<Values, unknown, Saved>;

/**
 * The form's state and what it does: sizes and colours kept in step with the stock grid, the
 * save (with its refusals), and the reload after a product changed meanwhile.
 */
function useProductForm({ product, onSave, onReload }: Pick<ProductFormProps, 'product' | 'onSave' | 'onReload'>) {
  const form = useZodForm(productInputSchema, valuesOf(product));
  const { setValue, getValues, formState } = form;
  // The product as the form was last filled from it: given, or reloaded after a refusal.
  const [loaded, setLoaded] = useState(product);
  const [changedMeanwhile, setChangedMeanwhile] = useState<ApiError>();
  useLeaveWarning(formState.isDirty && !formState.isSubmitSuccessful);

  // Sizes and colours change the stock grid in the same step, so the two never disagree.
  const setOptions = (name: 'sizes' | 'colors', list: string[]) => {
    const validate = Boolean(formState.touchedFields[name] || formState.isSubmitted);
    setValue(name, list, { shouldDirty: true, shouldValidate: validate });
    const next = { sizes: getValues('sizes') ?? [], colors: getValues('colors') ?? [] };
    setValue('variants', stockGrid(next.sizes, next.colors, getValues('variants') ?? []), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    // A removed colour takes its pictures' colour with it.
    setValue('imageColors', keptImageColors(getValues('imageColors'), getValues('images') ?? [], next.colors), {
      shouldDirty: true,
    });
  };

  const reload = async () => {
    const fresh = await onReload!();
    setLoaded(fresh);
    form.reset(valuesOf(fresh));
    setChangedMeanwhile(undefined);
    notify('info', 'The form now shows the product as it is saved');
  };

  const submit = form.handleSubmit(async (values) => {
    setChangedMeanwhile(undefined);
    try {
      await onSave(inputOf(values, loaded));
    } catch (error) {
      if (isChangedMeanwhile(error) && onReload) {
        setChangedMeanwhile(error);
        // Kept as the form's error too, so that the save does not count as done (the page still warns before it is left).
        form.setError('root.changedMeanwhile', { type: 'server', message: error.message });
        return;
      }
      // The one refusal with a field of its own: another product has this address.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('slug', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(form, error, 'The product could not be saved. Please try again.');
    }
  });

  return { form, changedMeanwhile, setOptions, reload, submit };
}

/**
 * Creating or editing a product, in one form checked by the API's own schema: details,
 * prices with the discount worked out, sizes and colours with the stock grid kept in step,
 * pictures and the colour each shows, the Hindi texts, and the three switches.
 */
/** The HSN code and GST rate a product of this category and price gets by default. */
const defaultGst = (categorySlug: string | undefined, price: number | undefined) =>
  gstOf({ categorySlug: categorySlug ?? '', unitPricePaise: Math.round((price ?? 0) * 100) });

/** What the cart does with the price: adds the store's tax, or (GST) takes it as what shoppers pay, with the default rate shown. */
function priceHint(tax: ProductFormProps['tax'], categorySlug: string | undefined, price: number | undefined): string {
  if (!tax) return 'What shoppers see.';
  if (tax.mode === 'added')
    return tax.addedRatePercent > 0
      ? `What shoppers see; ${tax.addedRatePercent}% tax is added to it at checkout.`
      : 'What shoppers pay.';
  const gst = defaultGst(categorySlug, price);
  return `What shoppers pay, GST included: ${gst.ratePercent}% at this price (HSN ${gst.hsnCode}), worked out on the invoice.`;
}

export function ProductForm({ product, onSave, onReload, onCancel, pictureField, tax }: ProductFormProps) {
  const { form, changedMeanwhile, setOptions, reload, submit } = useProductForm({ product, onSave, onReload });
  const { control, formState } = form;
  const formError = formErrorOf(form);
  const [price, originalPrice, sizes = [], colors = [], images = [], variants = [], categorySlug] = useWatch({
    control,
    name: ['price', 'originalPrice', 'sizes', 'colors', 'images', 'variants', 'categorySlug'],
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 pb-24 lg:pb-0">
      {changedMeanwhile && <ChangedMeanwhile error={changedMeanwhile} onReload={reload} />}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <DetailsSection form={form} isNew={!product} />
          <Section title="Sizes, colours and stock">
            <OptionsField
              control={control}
              name="sizes"
              label="Sizes"
              suggestions={SIZE_SUGGESTIONS}
              placeholder="Type a size and press Enter"
              onChange={(list) => setOptions('sizes', list)}
            />
            <OptionsField
              control={control}
              name="colors"
              label="Colours"
              suggestions={COLOUR_SUGGESTIONS}
              placeholder="Type a colour and press Enter"
              onChange={(list) => setOptions('colors', list)}
              adornment={(color) => <ColorSwatch color={color} />}
            />
            <StockSection control={control} variants={variants} hasOptions={sizes.length + colors.length > 0} />
          </Section>
          <Section title="Pictures">
            <PicturesField
              control={control}
              categorySlug={findCategory(categorySlug ?? '')?.slug}
              pictureField={pictureField}
            />
            {colors.length > 0 && images.length > 0 && (
              <PictureColours control={control} images={images} colors={colors} />
            )}
          </Section>
          <HindiSection control={control} />
          <FactsSection control={control} />
          <SizeChartSection control={control} sizes={sizes} />
        </div>

        <div className="flex min-w-0 flex-col gap-5 lg:sticky lg:top-5">
          <PriceSection
            control={control}
            discount={discountNote(price, originalPrice)}
            priceNote={priceHint(tax, categorySlug, price)}
            gstDefault={tax?.mode === 'gst' ? defaultGst(categorySlug, price) : undefined}
          />
          <StoreSection control={control} />
          <div className="fixed inset-x-0 bottom-0 z-20 flex gap-3 border-t border-zinc-200 bg-white px-4 py-3 pb-safe shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            <Button variant="secondary" className="flex-1" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" className="flex-[2]" busy={formState.isSubmitting} busyText="Saving...">
              {product ? 'Save changes' : 'Add product'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

/** Name, address, description and tags. A new product's address follows its name until the slug is typed in; an existing one keeps its address (links to it live on). */
function DetailsSection({ form, isNew }: { form: ProductFormState; isNew: boolean }) {
  const { control, setValue, getValues, formState } = form;
  const [slugFollowsName, setSlugFollowsName] = useState(isNew);
  return (
    <Section title="Details">
      <FormTextField
        control={control}
        name="name"
        label="Name"
        maxLength={120}
        onInput={(event) => {
          if (slugFollowsName)
            setValue('slug', slugFromName(event.currentTarget.value), {
              shouldDirty: true,
              shouldValidate: Boolean(formState.errors.slug),
            });
        }}
      />
      <SlugField
        control={control}
        following={slugFollowsName}
        onTyped={() => setSlugFollowsName(false)}
        onFromName={() => {
          setSlugFollowsName(true);
          setValue('slug', slugFromName(getValues('name')), { shouldDirty: true, shouldValidate: true });
        }}
      />
      <FormTextareaField control={control} name="description" label="Description" maxLength={1000} rows={5} />
      <TagsField control={control} />
    </Section>
  );
}

function StockSection({
  control,
  variants,
  hasOptions,
}: {
  control: FormControl;
  variants: NonNullable<Values['variants']>;
  hasOptions: boolean;
}) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-medium text-zinc-800">Stock</h3>
      <p className="mb-2 text-xs text-zinc-600">
        {hasOptions
          ? 'Pieces on the shelf for each size and colour. A 0 shows as sold out in the store.'
          : 'Pieces on the shelf. List sizes or colours above to keep stock for each.'}
      </p>
      <StockGrid control={control} variants={variants} />
    </div>
  );
}

/** Fabric, fit, care, origin and maker: the product page's details (India's rules ask for the origin and the maker or importer). */
function FactsSection({ control }: { control: FormControl }) {
  return (
    <Section title="Product facts" note="(shown under Product Details)">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="fabric" label="Fabric" placeholder="100% cotton" maxLength={200} />
        <FormTextField control={control} name="fit" label="Fit" placeholder="Regular fit" maxLength={100} />
      </div>
      <FormTextField control={control} name="care" label="Care" placeholder="Machine wash cold" maxLength={300} />
      <FormTextField
        control={control}
        name="countryOfOrigin"
        label="Country of origin"
        placeholder="India"
        maxLength={60}
      />
      <FormTextareaField
        control={control}
        name="manufacturer"
        label="Manufacturer or importer"
        hint="Their name and address, as India's e-commerce rules ask."
        maxLength={300}
        rows={2}
      />
    </Section>
  );
}

/** The product's own size chart, or its category's (the switch off). */
function SizeChartSection({ control, sizes }: { control: FormControl; sizes: string[] }) {
  const { field, fieldState } = useController({ control, name: 'sizeChart' });
  const chart = field.value as ChartValue | null | undefined;
  return (
    <Section title="Size chart">
      <ChoiceField
        label="Its own size chart"
        hint="Off: the product shows its category's chart (Size charts in the menu)."
        controlLast
      >
        {(ids) => (
          <Switch {...ids} checked={Boolean(chart)} onChange={(on) => field.onChange(on ? newChart(sizes) : null)} />
        )}
      </ChoiceField>
      {chart && (
        <SizeChartEditor
          value={chart}
          onChange={field.onChange}
          label="The product's size chart"
          error={fieldState.error?.message ?? firstError(fieldState.error)}
        />
      )}
    </Section>
  );
}

/** The first message of a nested field's errors (a chart's row). */
function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      return value.message;
    const deeper = firstError(value);
    if (deeper) return deeper;
  }
  return undefined;
}

function HindiSection({ control }: { control: FormControl }) {
  return (
    <Section title="In Hindi" note="(optional)">
      <FormTextField control={control} name="nameHi" label="Name in Hindi" lang="hi" maxLength={120} />
      <FormTextareaField
        control={control}
        name="descriptionHi"
        label="Description in Hindi"
        lang="hi"
        maxLength={1000}
        rows={4}
      />
    </Section>
  );
}

function PriceSection({
  control,
  discount,
  priceNote,
  gstDefault,
}: {
  control: FormControl;
  discount: string | undefined;
  priceNote: string;
  /** In `gst` mode, the HSN code and rate the product gets when the shop sets none. */
  gstDefault?: { hsnCode: string; ratePercent: number };
}) {
  return (
    <Section title="Category and price">
      <FormSelectField
        control={control}
        name="categorySlug"
        label="Category"
        placeholder="Select one"
        options={CATEGORY_OPTIONS}
      />
      <FormMoneyField control={control} name="price" label="Price" hint={priceNote} />
      <FormMoneyField
        control={control}
        name="originalPrice"
        label="MRP"
        labelNote="(optional)"
        hint={discount ?? 'The maximum retail price, when it sells below it.'}
      />
      {gstDefault && (
        <>
          <FormTextField
            control={control}
            name="hsnCode"
            label="HSN code"
            labelNote="(optional)"
            inputMode="numeric"
            placeholder={gstDefault.hsnCode}
            hint={`Blank: ${gstDefault.hsnCode}, the category's code.`}
          />
          <FormSelectField
            control={control}
            name="gstRatePercent"
            label="GST rate"
            options={[
              { value: '', label: `Default: ${gstDefault.ratePercent}% at this price` },
              ...GST_RATES.map((r) => ({ value: String(r), label: `${r}%` })),
            ]}
          />
        </>
      )}
    </Section>
  );
}

function StoreSection({ control }: { control: FormControl }) {
  return (
    <Section title="In the store">
      <FormSwitchField
        control={control}
        name="active"
        label="Active"
        hint="Shown to shoppers. Off hides it from the store."
      />
      <FormSwitchField control={control} name="featured" label="Featured" hint="Listed first in its category." />
      <FormSwitchField
        control={control}
        name="inStock"
        label="In stock"
        hint="Off stops sales even with stock on the shelf."
      />
      <FormSwitchField
        control={control}
        name="returnable"
        label="Returnable"
        hint="Off for what cannot be returned or exchanged (innerwear, made to order); the product page says so."
      />
      <FormTextField
        control={control}
        name="warrantyMonths"
        label="Warranty (months)"
        labelNote="(optional)"
        inputMode="numeric"
        hint="The maker's warranty, shown on the product page. Blank: none."
      />
    </Section>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-bold text-zinc-900">
        {title}
        {note && <span className="ml-1 text-sm font-normal text-zinc-500">{note}</span>}
      </h2>
      {children}
    </section>
  );
}

function SlugField({
  control,
  following,
  onTyped,
  onFromName,
}: {
  control: Control<Values, unknown, Saved>;
  following: boolean;
  onTyped: () => void;
  onFromName: () => void;
}) {
  return (
    <FormTextField
      control={control}
      name="slug"
      label="Slug"
      labelNote="(the product's address)"
      maxLength={140}
      autoCapitalize="none"
      spellCheck={false}
      onInput={onTyped}
      hint={
        <>
          {following ? 'Made from the name; type to choose your own.' : 'Lowercase letters, digits and hyphens.'}{' '}
          {!following && (
            <button
              type="button"
              onClick={onFromName}
              className="font-semibold text-accent underline underline-offset-2"
            >
              Make from the name
            </button>
          )}
        </>
      }
    />
  );
}

/** Sizes or colours: a chip list, and its message from the schema wherever in the list it points. */
function OptionsField({
  control,
  name,
  onChange,
  ...chips
}: {
  control: Control<Values, unknown, Saved>;
  name: 'sizes' | 'colors';
  label: string;
  suggestions: string[];
  placeholder: string;
  onChange: (list: string[]) => void;
  adornment?: (entry: string) => ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChipInput
      {...chips}
      value={field.value ?? []}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      maxItems={MAX_OPTIONS}
      maxLength={30}
      error={messageOf(fieldState.error)}
    />
  );
}

/**
 * Tags are one text of search words to the API and a chip per word here. Search reads words
 * alone, so a text written with spaces (the demo catalogue's) or commas shows the same chips.
 */
function TagsField({ control }: { control: Control<Values, unknown, Saved> }) {
  const { field, fieldState } = useController({ control, name: 'tags' });
  const tags = [...new Set((field.value ?? '').split(/[\s,]+/).filter(Boolean))];
  return (
    <ChipInput
      label="Tags"
      labelNote="(optional)"
      value={tags}
      onChange={(list) => field.onChange(list.join(', '))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      placeholder="Words shoppers search by"
      hint="Extra words that find it in search: festive, cotton, office."
      error={fieldState.error?.message}
    />
  );
}

function PicturesField({
  control,
  categorySlug,
  pictureField,
}: {
  control: Control<Values, unknown, Saved>;
  categorySlug?: CategorySlug;
  pictureField: ProductFormProps['pictureField'];
}) {
  const { field, fieldState } = useController({ control, name: 'images' });
  const { field: imageColors } = useController({ control, name: 'imageColors' });
  const colors = useWatch({ control, name: 'colors' }) ?? [];
  return pictureField({
    value: field.value ?? [],
    onChange: (urls) => {
      field.onChange(urls);
      // A removed picture takes its colour with it.
      imageColors.onChange(keptImageColors(imageColors.value, urls, colors));
    },
    categorySlug,
    label: `Pictures (up to ${MAX_PRODUCT_IMAGES})`,
    error: messageOf(fieldState.error),
  });
}

/** Which colour each picture shows, so a shopper who picks Black sees the black ones. */
function PictureColours({
  control,
  images,
  colors,
}: {
  control: Control<Values, unknown, Saved>;
  images: string[];
  colors: string[];
}) {
  const { field, fieldState } = useController({ control, name: 'imageColors' });
  const chosen = field.value ?? {};
  const error = messageOf(fieldState.error);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-zinc-800">Colour each picture shows</legend>
      <p className="mb-2 text-xs text-zinc-600">
        Shoppers who choose a colour see its pictures first. Leave ‘Every colour’ for a picture that suits all.
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {images.map((url, index) => (
          <li key={url} className="flex items-center gap-3 rounded-lg border border-zinc-200 p-2">
            <img
              {...imageSources(url)}
              sizes="48px"
              alt=""
              className="aspect-[3/4] w-12 shrink-0 rounded object-cover"
            />
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-zinc-700">
              Picture {index + 1}
              {index === 0 && ' (main)'}
              <select
                value={colors.includes(chosen[url] ?? '') ? chosen[url] : ''}
                onChange={(event) => {
                  const { [url]: _, ...rest } = chosen;
                  field.onChange(event.target.value ? { ...rest, [url]: event.target.value } : rest);
                }}
                className="h-9 w-full rounded-md border border-zinc-300 bg-white px-2 text-base text-zinc-900 sm:text-sm"
              >
                <option value="">Every colour</option>
                {colors.map((color) => (
                  <option key={color} value={color}>
                    {color}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      {error && <p className="mt-1.5 text-xs leading-5 text-red-700">{error}</p>}
    </fieldset>
  );
}

/** A list's message, whether the schema put it on the list or on one of its entries. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  const root = (error as { root?: { message?: string } }).root?.message;
  if (root) return root;
  return Object.values(error)
    .map((entry) => messageOf(entry))
    .find(Boolean);
}

/** The browser asks before a tab with unsaved changes is closed or reloaded. */
function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
