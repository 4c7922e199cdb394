import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCEPTED_IMAGE_NAMES,
  ACCEPTED_IMAGE_TYPES,
  CATEGORIES,
  findCategory,
  GENERAL_UPLOADS,
  uploadFieldsSchema,
  type UploadAnswer,
} from '@kuber/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormSelectField, FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError } from '#web/lib/form';
import { imageSources } from '#web/lib/images';
import { uploadImage } from '../api/upload-image';
import { UploadProgress } from './upload-progress';

const COPIED_MS = 2000;

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The uploaded picture: a preview, its address to copy, what was kept. */
function UploadResult({ picture }: { picture: UploadAnswer }) {
  const urlId = useId();
  const address = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'select'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyUrl = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(picture.publicUrl);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy('idle'), COPIED_MS);
    } catch {
      // No clipboard (an insecure address, or permission refused): leave it selected to copy by hand.
      if (address.current) window.getSelection()?.selectAllChildren(address.current);
      setCopy('select');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success">Picture uploaded.</FormAlert>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="flex h-56 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 sm:w-44">
          <img
            {...imageSources(picture.publicUrl)}
            sizes="176px"
            alt="The uploaded picture"
            className="max-h-full max-w-full object-contain"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <p id={urlId} className="mb-1.5 text-sm font-medium text-zinc-800">
              Public URL
            </p>
            <div className="flex items-start gap-2">
              <code
                ref={address}
                aria-labelledby={urlId}
                className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 py-2.5 font-mono text-xs leading-5 break-all text-zinc-900"
              >
                {picture.publicUrl}
              </code>
              <Button variant="secondary" className="shrink-0" onClick={copyUrl}>
                {copy === 'copied' ? 'Copied!' : 'Copy'}
              </Button>
            </div>
            <p role="status" className="mt-1.5 text-xs text-zinc-600">
              {copy === 'copied'
                ? 'Copied to the clipboard.'
                : copy === 'select'
                  ? 'Press Ctrl+C (or ⌘C) to copy the selected address.'
                  : ''}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-600">Size</dt>
            <dd className="text-zinc-900">
              {picture.width} × {picture.height} px
            </dd>
            <dt className="text-zinc-600">Kept as</dt>
            <dd className="text-zinc-900">WebP at 400 px, 800 px and full size, {formatBytes(picture.bytes)} in all</dd>
            <dt className="text-zinc-600">Category</dt>
            <dd className="text-zinc-900">{findCategory(picture.categorySlug)?.name ?? 'General'}</dd>
          </dl>
        </div>
      </div>
    </div>
  );
}

/** The form's fields: the shared upload fields and a chosen file, whose content only the server judges. */
const formSchema = z.extend(uploadFieldsSchema, { file: z.file({ error: 'Choose a picture to upload' }) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const CATEGORY_OPTIONS = [
  { value: GENERAL_UPLOADS, label: 'General' },
  ...CATEGORIES.map((c) => ({ value: c.slug, label: c.name })),
];

/** The file picker as a form field: its value is the chosen File. */
function PictureField({
  control,
  disabled,
  onChoose,
}: {
  control: Control<FormInput, unknown, FormOutput>;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { field, fieldState } = useController({ control, name: 'file' });
  return (
    <Field
      label="Picture"
      hint={`${ACCEPTED_IMAGE_NAMES}. Checked by the server and kept as WebP in three sizes, without its camera data.`}
      error={fieldState.error?.message}
    >
      {(ids) => (
        <input
          {...ids}
          ref={field.ref}
          name={field.name}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.files?.[0]);
            onChoose();
          }}
          className="block w-full text-sm text-zinc-700 file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-zinc-900 hover:file:border-zinc-900"
        />
      )}
    </Field>
  );
}

/**
 * Upload one picture with a category (/admin/uploads), through the states idle,
 * uploading, success (the picture's public URL) and error (the server's message).
 */
export function UploadForm({ onFailure }: { onFailure?: (error: Error) => void }) {
  // The shared schemas for uploads are zod's small build (the answer is checked in the browser), which useZodForm's type does not take.
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { categorySlug: GENERAL_UPLOADS, filename: '' },
    mode: 'onTouched',
  });
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: ({ file, categorySlug, filename }: FormOutput) =>
      uploadImage(file, { categorySlug, filename: filename || undefined, onProgress: setSent }),
    onError: (error) => {
      showServerError(form, error, 'The picture could not be uploaded. Please try again.');
      onFailure?.(error);
    },
  });
  const busy = upload.isPending;
  const failure = formErrorOf(form);
  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={form.handleSubmit((values) => {
          setSent(0);
          upload.mutate(values);
        })}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5"
      >
        {/* A new choice starts again from idle. */}
        <PictureField control={form.control} disabled={busy} onChoose={upload.reset} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField
            control={form.control}
            name="categorySlug"
            label="Category"
            options={CATEGORY_OPTIONS}
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="filename"
            label="Name"
            labelNote="(optional)"
            maxLength={200}
            disabled={busy}
            hint="Words for the picture's address, e.g. blue cotton kurta"
          />
        </div>
        {busy && (
          <div className="flex flex-col gap-1.5">
            <UploadProgress sent={sent} label="Uploading the picture" />
            <p className="text-xs text-zinc-600">{sent < 1 ? `Uploading ${Math.round(sent * 100)}%` : 'Processing…'}</p>
          </div>
        )}
        <Button type="submit" busy={busy} busyText="Uploading..." className="self-start">
          Upload
        </Button>
      </form>

      {upload.isError && failure && <FormAlert>{failure}</FormAlert>}
      {upload.isSuccess && <UploadResult picture={upload.data} />}
    </div>
  );
}
