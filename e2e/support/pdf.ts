import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Download, type TestInfo } from '@playwright/test';

/**
 * Keeps a downloaded PDF in the test's output (test-results/screenshots/<name>.pdf) after checking
 * it is one, and a picture of its first page beside it (<name>.png) where poppler's pdftoppm is
 * installed, for people to look at after a run.
 */
export async function savePdfPicture(download: Download, name: string, testInfo: TestInfo): Promise<Buffer> {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}.pdf`);
  await download.saveAs(file);
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  try {
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', '-f', '1', '-l', '1', file, file.slice(0, -4)]);
  } catch {
    // No pdftoppm on this machine: the PDF alone is kept.
  }
  return pdf;
}
