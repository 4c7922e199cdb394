// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api';
import { uploadImage, type UploadImageOptions } from '../api/upload-image';
import { ImageUploader } from './image-uploader';

/*
 * The field's own behaviour: order, queue, reordering, errors. The upload itself (the real
 * server, through XMLHttpRequest) is what e2e/admin-uploads.spec.ts drives; here each upload
 * is held until the test lets it finish.
 */

vi.mock('#web/lib/session', () => ({}));
vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));

interface Held {
  file: File;
  options: UploadImageOptions;
  finish: () => void;
  fail: (message: string) => void;
}

let held: Held[];
beforeEach(() => {
  held = [];
  vi.mocked(uploadImage).mockImplementation(
    (file, options = {}) =>
      new Promise((resolve, reject) => {
        const url = `/uploads/${options.categorySlug}/${file.name.replace(/\..*$/, '')}-0123456789abcdef0123.webp`;
        const answer = {
          publicUrl: url,
          filename: '',
          categorySlug: options.categorySlug ?? 'general',
          srcset: { '400': url, '800': url, full: url },
          width: 800,
          height: 1066,
          bytes: 1,
        };
        options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        held.push({
          file,
          options,
          finish: () => resolve(answer),
          fail: (message) => reject(new ApiError(message, 400, 'INVALID')),
        });
      }),
  );
});
afterEach(() => {
  cleanup();
  vi.mocked(uploadImage).mockReset();
});

/** The field as a form holds it; the list it hands back is shown for the test to read. */
function Form({ initial = [] as string[], onChange = (_urls: string[]) => {} }) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ImageUploader
        value={urls}
        categorySlug="mens-fashion"
        onChange={(next) => {
          setUrls(next);
          onChange(next);
        }}
      />
      <output data-testid="value">{urls.join(' ')}</output>
    </>
  );
}

const picture = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const value = () => screen.getByTestId('value').textContent!.split(' ').filter(Boolean);
const short = (url: string) => url.split('/').pop()!.replace('-0123456789abcdef0123.webp', '');

function choose(...names: string[]) {
  fireEvent.change(screen.getByLabelText(/Drop pictures here/), { target: { files: names.map(picture) } });
}

async function finishNext() {
  await waitFor(() => expect(held.length).toBeGreaterThan(0));
  await act(async () => held.shift()!.finish());
}

describe('ImageUploader', () => {
  it('uploads the chosen pictures one after another, in the order chosen, each with its progress, the first becoming the main one', async () => {
    render(<Form />);
    choose('front.jpg', 'back.jpg', 'detail.jpg');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getAllByText('Waiting…')).toHaveLength(2);
    expect(held[0]!.file.name).toBe('front.jpg');
    expect(held[0]!.options.categorySlug).toBe('mens-fashion');

    act(() => held[0]!.options.onProgress!(0.4));
    expect(screen.getByText('Uploading 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' }).getAttribute('aria-valuenow')).toBe('40');

    await finishNext();
    // The next starts only when the one before it is done.
    await waitFor(() => expect(held.map((h) => h.file.name)).toEqual(['back.jpg']));
    await finishNext();
    await finishNext();
    expect(value().map(short)).toEqual(['front', 'back', 'detail']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Main')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Pictures' })).getByRole('status').textContent).toBe(
      'detail.jpg uploaded',
    );
  });

  it('shows the server’s message on a refused file, keeps going with the rest, and lets the message be dismissed', async () => {
    render(<Form />);
    choose('notes.jpg', 'front.jpg');
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () =>
      held
        .shift()!
        .fail('This file is not a picture the store can read. Please upload a JPEG, PNG, WebP or AVIF picture.'),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is not a picture the store can read. Please upload a JPEG, PNG, WebP or AVIF picture.',
    );
    await finishNext();
    expect(value().map(short)).toEqual(['front']);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notes.jpg' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds pictures dropped onto it, and lists the same picture once', async () => {
    render(<Form initial={['/uploads/mens-fashion/front-0123456789abcdef0123.webp']} />);
    const files = [picture('front.jpg'), picture('side.jpg')];
    fireEvent.drop(screen.getByRole('group', { name: 'Pictures' }), { dataTransfer: { files, types: ['Files'] } });
    await finishNext();
    await finishNext();
    expect(value().map(short)).toEqual(['front', 'side']);
  });

  it('moves pictures left and right, makes one the main picture and removes one', () => {
    const urls = ['a', 'b', 'c'].map((n) => `/uploads/general/${n}-0123456789abcdef0123.webp`);
    const changes: string[][] = [];
    render(<Form initial={urls} onChange={(next) => changes.push(next.map(short))} />);
    expect(screen.getByRole('button', { name: 'Move picture 1 left' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move picture 3 right' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Make picture 1 the main one' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move picture 1 right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make picture 3 the main one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(changes).toEqual([
      ['b', 'a', 'c'],
      ['c', 'b', 'a'],
      ['c', 'a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('reorders by dragging one picture onto another', () => {
    const urls = ['a', 'b', 'c'].map((n) => `/uploads/general/${n}-0123456789abcdef0123.webp`);
    render(<Form initial={urls} />);
    const [first, , third] = screen.getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      types: ['application/x-kuber-picture'],
      setData: (type: string, v: string) => data.set(type, v),
      getData: (type: string) => data.get(type) ?? '',
    };
    fireEvent.dragStart(first!, { dataTransfer });
    fireEvent.drop(third!, { dataTransfer });
    expect(value().map(short)).toEqual(['b', 'c', 'a']);
  });

  it('cancels an upload: the one going up is stopped, a waiting one never starts', async () => {
    render(<Form />);
    choose('front.jpg', 'back.jpg', 'side.jpg');
    await waitFor(() => expect(held).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel back.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel front.jpg' }));
    await waitFor(() => expect(held.map((h) => h.file.name)).toEqual(['front.jpg', 'side.jpg']));
    expect(held[0]!.options.signal!.aborted).toBe(true);
    await act(async () => held.splice(1, 1)[0]!.finish());
    expect(value().map(short)).toEqual(['side']);
    expect(vi.mocked(uploadImage).mock.calls.map(([file]) => file.name)).toEqual(['front.jpg', 'side.jpg']);
  });
});
