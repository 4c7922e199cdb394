import { recordSubmitButton, submitButtonTexts } from './support/accounts';
import { expect, test } from './support/fixtures';
import { productPhoto } from './support/store';

test.describe('Admin uploads', () => {
  test('the admin uploads a PNG on /admin/uploads, sees its public URL, which serves a WebP, and copies it', async ({
    adminPage: page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin/uploads');
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();

    await page.getByLabel('Picture').setInputFiles({
      name: 'Blue Kurta.png',
      mimeType: 'image/png',
      buffer: await productPhoto('#d9c4a1', '#233056'),
    });
    await page.getByLabel('Category').selectOption('womens-fashion');
    await recordSubmitButton(page);
    await page.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByText('Picture uploaded.')).toBeVisible();
    expect(await submitButtonTexts(page)).toEqual(['Upload', 'Uploading...', 'Upload']);
    const publicUrl = (await page.getByLabel('Public URL').textContent())!;
    expect(publicUrl).toMatch(/^\/uploads\/womens-fashion\/[0-9a-f]{20}\.webp$/);
    await expect(page.getByText('600 × 800 px')).toBeVisible();
    // The preview is the stored picture itself, loaded from its address.
    await expect
      .poll(() =>
        page.getByAltText('The uploaded picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);

    const served = await page.request.get(publicUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    const body = await served.body();
    expect([body.subarray(0, 4).toString('latin1'), body.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
  });

  test('an SVG is refused, with the server’s message on screen', async ({ adminPage: page }) => {
    await page.goto('/admin/uploads');
    // Nothing chosen yet: the form says so and sends nothing.
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Choose a picture to upload')).toBeVisible();

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="red"/></svg>';
    await page
      .getByLabel('Picture')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'SVG files are not accepted. Please upload a JPEG, PNG, WebP or AVIF picture.',
    );
    await expect(page.getByText('Picture uploaded.')).toHaveCount(0);
  });
});
