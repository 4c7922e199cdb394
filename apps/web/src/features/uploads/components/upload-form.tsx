import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES, CATEGORIES, findCategory, GENERAL_UPLOADS, type UploadAnswer, type UploadCategory } from '@kuber/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputStyles, TextField } from '../../../components/ui/text-field';
import { imageSources } from '../../../lib/images';
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
          <img {...imageSources(picture.publicUrl)} sizes="176px" alt="The uploaded picture" className="max-h-full max-w-full object-contain" />
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
              {copy === 'copied' ? 'Copied to the clipboard.' : copy === 'select' ? 'Press Ctrl+C (or ⌘C) to copy the selected address.' : ''}
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

/**
 * Upload one picture with a category (spec: /admin/uploads), through the states idle,
 * uploading, success (the picture's public URL) and error (the server's message).
 */
export function UploadForm({ onFailure }: { onFailure?: (error: Error) => void }) {
  const fileId = useId();
  const categoryId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [categorySlug, setCategorySlug] = useState<UploadCategory>(GENERAL_UPLOADS);
  const [filename, setFilename] = useState('');
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (picture: File) => uploadImage(picture, { categorySlug, filename: filename.trim() || undefined, onProgress: setSent }),
    onError: onFailure,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a picture to upload');
      return;
    }
    setSent(0);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-zinc-800">
            Picture
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-note`}
            disabled={upload.isPending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError('');
              upload.reset();
            }}
            className="block w-full text-sm text-zinc-700 file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-zinc-900 hover:file:border-zinc-900"
          />
          <p id={`${fileId}-note`} className={`mt-1.5 text-xs leading-5 ${fileError ? 'text-red-700' : 'text-zinc-600'}`}>
            {fileError || `${ACCEPTED_IMAGE_NAMES}. Checked by the server and kept as WebP in three sizes, without its camera data.`}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={categoryId} className="mb-1.5 block text-sm font-medium text-zinc-800">
              Category
            </label>
            <select
              id={categoryId}
              value={categorySlug}
              disabled={upload.isPending}
              onChange={(event) => setCategorySlug(event.target.value as UploadCategory)}
              className={`${inputStyles} border-zinc-300 focus:border-zinc-900`}
            >
              <option value={GENERAL_UPLOADS}>General</option>
              {CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Name"
            labelNote="(optional)"
            value={filename}
            maxLength={200}
            disabled={upload.isPending}
            onChange={(event) => setFilename(event.target.value)}
            hint="Words for the picture's address, e.g. blue cotton kurta"
          />
        </div>
        {upload.isPending && (
          <div className="flex flex-col gap-1.5">
            <UploadProgress sent={sent} label="Uploading the picture" />
            <p className="text-xs text-zinc-600">{sent < 1 ? `Uploading ${Math.round(sent * 100)}%` : 'Processing…'}</p>
          </div>
        )}
        <Button type="submit" busy={upload.isPending} busyText="Uploading..." className="self-start">
          Upload
        </Button>
      </form>

      {upload.isError && <FormAlert>{upload.error.message}</FormAlert>}
      {upload.isSuccess && <UploadResult picture={upload.data} />}
    </div>
  );
}
