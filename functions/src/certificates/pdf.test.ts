import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { layoutCertificate, type CertificateTemplate } from '@lm/shared';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './pdf.js';

const run = promisify(execFile);

/** The reference image, looked at when it was made: every Thai mark stacked where it belongs. */
const REFERENCE = fileURLToPath(new URL('./golden/certificate.png', import.meta.url));
/** Where a differing run leaves what it drew and where it differs. */
const RESULTS = fileURLToPath(new URL('../../../test-results/certificate-golden/', import.meta.url));
const DPI = 72;
/** A pixel differs when a channel moves more than this (anti-aliasing moves edges a little). */
const CHANNEL_TOLERANCE = 48;
/** The share of pixels that may differ (about 50 on this page): a few edges; one mark out of place is hundreds. */
const PIXEL_BUDGET = 0.0001;

/** Text that shows whether Thai is shaped: SARA AM under a tone mark, a tone over SARA II, vowels below and above. */
const THAI_LINE = 'น้ำ ที่ ผู้เรียน ประกาศนียบัตร';

const template = (thai: string): CertificateTemplate => ({
  page_size: 'A4',
  orientation: 'landscape',
  background_color: '#ffffff',
  border_color: '#333333',
  fields: [
    { kind: 'text', text: thai, x: 50, y: 10, font_size: 44, align: 'center', bold: true, color: '#000000', size: 12 },
    { kind: 'text', text: 'Certificate of Completion', x: 50, y: 26, font_size: 24, align: 'center', bold: false, color: '#000000', size: 12 },
    { kind: 'student_name', text: '', x: 50, y: 38, font_size: 32, align: 'center', bold: false, color: '#000000', size: 12 },
    { kind: 'course_title', text: '', x: 8, y: 54, font_size: 22, align: 'left', bold: false, color: '#000000', size: 12 },
    { kind: 'date_th', text: '', x: 8, y: 66, font_size: 18, align: 'left', bold: false, color: '#000000', size: 12 },
    { kind: 'date_en', text: '', x: 8, y: 74, font_size: 18, align: 'left', bold: false, color: '#000000', size: 12 },
    { kind: 'certificate_number', text: '', x: 8, y: 84, font_size: 14, align: 'left', bold: false, color: '#000000', size: 12 },
    { kind: 'qr', text: '', x: 76, y: 60, font_size: 18, align: 'center', bold: false, color: '#000000', size: 15 },
  ],
});

const values = {
  number: 'LM-2026-ABCD-2345',
  student_name: 'ผู้เรียน น้ำทิพย์ ที่ดี',
  course_title: 'ประกาศนียบัตร Python for beginners',
  instructor: 'อาจารย์สมชาย',
  completed_at: '2026-11-26T03:00:00.000Z',
  verify_url: 'https://shop.example.com/certificate/LM-2026-ABCD-2345',
};

let work: string;

/** The PDF of a certificate whose first line is `thai`, rasterized by poppler's pdftoppm. */
async function rasterize(thai: string): Promise<PNG> {
  const pdf = join(work, 'certificate.pdf');
  await writeFile(pdf, await renderCertificatePdf(layoutCertificate(template(thai), values)));
  try {
    await run('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', pdf, join(work, 'page')]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftoppm is missing: install Debian poppler-utils (.ci/run does) to run the certificate golden test.');
    throw error;
  }
  return PNG.sync.read(await readFile(join(work, 'page.png')));
}

/** How many pixels differ beyond the tolerance, and an image of them in red over a faded copy of the reference. */
function compare(actual: PNG, reference: PNG): { differing: number; diff: PNG } {
  const diff = new PNG({ width: reference.width, height: reference.height });
  let differing = 0;
  for (let i = 0; i < reference.data.length; i += 4) {
    const off = [0, 1, 2].some((channel) => Math.abs((actual.data[i + channel] ?? 0) - (reference.data[i + channel] ?? 0)) > CHANNEL_TOLERANCE);
    if (off) differing++;
    const faded = 200 + Math.round(((reference.data[i] ?? 255) / 255) * 55);
    diff.data[i] = off ? 255 : faded;
    diff.data[i + 1] = off ? 0 : faded;
    diff.data[i + 2] = off ? 0 : faded;
    diff.data[i + 3] = 255;
  }
  return { differing, diff };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'certificate-golden-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the certificate PDF, rasterized by pdftoppm', () => {
  it('matches the reference image: Thai tone marks and vowels stacked above and below, English beside them, the QR code', async () => {
    const actual = await rasterize(THAI_LINE);
    if (process.env.UPDATE_GOLDEN === '1') {
      await mkdir(join(REFERENCE, '..'), { recursive: true });
      await writeFile(REFERENCE, PNG.sync.write(actual));
    }
    const reference = PNG.sync.read(await readFile(REFERENCE));
    expect([actual.width, actual.height], 'page size in pixels').toEqual([reference.width, reference.height]);
    const { differing, diff } = compare(actual, reference);
    const budget = Math.floor(PIXEL_BUDGET * reference.width * reference.height);
    if (differing > budget) {
      await mkdir(RESULTS, { recursive: true });
      await writeFile(join(RESULTS, 'actual.png'), PNG.sync.write(actual));
      await writeFile(join(RESULTS, 'diff.png'), PNG.sync.write(diff));
      expect.fail(`${differing} pixels differ from ${REFERENCE} (at most ${budget} may). See ${join(RESULTS, 'diff.png')} (red: differing) and ${join(RESULTS, 'actual.png')}.`);
    }
  });

  it('tells a misplaced mark apart: the tone mark typed after SARA AM does not pass for the reference', async () => {
    const reference = PNG.sync.read(await readFile(REFERENCE));
    const misplaced = await rasterize(THAI_LINE.replace('น้ำ', 'นำ้'));
    const { differing } = compare(misplaced, reference);
    // A single mark moved is a few hundred pixels at this size: far beyond the budget.
    expect(differing).toBeGreaterThan(4 * Math.floor(PIXEL_BUDGET * reference.width * reference.height));
    expect(differing).toBeGreaterThan(100);
  });
});
