import { readFile } from 'node:fs/promises';
// The module, not the package's index: the renderer Lambda bundles what this file imports, and the
// index would bring every schema of the package (decision 0008).
import { thaiShapingOrder, type CertificateDrawing, type CertificateLayout } from '@lm/shared/learning/certificate';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The certificate's PDF (decision 0042): pdfkit lays out the text with fontkit, whose shaper
 * applies the font's GSUB and GPOS (mark and mark-to-mark), so Thai vowels and tone marks stack
 * above and below their consonants. The fonts are TLWG Laksaman (GPL with the font exception,
 * `fonts/LICENSE`), shipped beside the Lambda's code, with Latin letters of the same design.
 */

/** Beside this module in the sources, beside the bundle in the Lambda (infra copies the folder). */
const FONT_DIR = new URL('./fonts/', import.meta.url);

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([readFile(new URL('Laksaman.ttf', FONT_DIR)), readFile(new URL('Laksaman-Bold.ttf', FONT_DIR))]).then(([regular, bold]) => ({ regular, bold })));

/** The border's inset from the page's edge and its widths, in points. */
const BORDER = { inset: 18, outer: 3, inner: 0.8, gap: 6 };

function drawText(doc: PDFKit.PDFDocument, drawing: Extract<CertificateDrawing, { kind: 'text' }>, pageWidth: number) {
  const text = thaiShapingOrder(drawing.text);
  doc.font(drawing.bold ? 'bold' : 'regular').fontSize(drawing.font_size).fillColor(drawing.color);
  const width = doc.widthOfString(text);
  const x = drawing.align === 'center' ? drawing.x - width / 2 : drawing.align === 'right' ? drawing.x - width : drawing.x;
  // One line as it is: a name or a title is never wrapped, only kept on the page.
  const left = Math.max(BORDER.inset, Math.min(x, pageWidth - BORDER.inset - width));
  doc.text(text, left, drawing.y, { lineBreak: false });
}

function drawQr(doc: PDFKit.PDFDocument, drawing: Extract<CertificateDrawing, { kind: 'qr' }>) {
  const { modules } = QRCode.create(drawing.value, { errorCorrectionLevel: 'M' });
  // A quiet zone of two modules on each side, on white, so scanners find it on any background.
  const cell = drawing.size / (modules.size + 4);
  doc.rect(drawing.x, drawing.y, drawing.size, drawing.size).fill('#ffffff');
  doc.fillColor(drawing.color);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(drawing.x + (col + 2) * cell, drawing.y + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill();
}

/** The PDF of one certificate, laid out by `layoutCertificate`. */
export async function renderCertificatePdf(layout: CertificateLayout, info: { title: string } = { title: 'Certificate' }): Promise<Uint8Array> {
  const { regular, bold } = await loadFonts();
  // No standard font is loaded (`font: null`): every text is set in the bundled fonts.
  const doc = new PDFDocument({ size: [layout.width, layout.height], margin: 0, font: null as unknown as string, info: { Title: info.title, Creator: 'Marketplace certificates' } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.rect(0, 0, layout.width, layout.height).fill(layout.background_color);
  doc.lineWidth(BORDER.outer).strokeColor(layout.border_color);
  doc.rect(BORDER.inset, BORDER.inset, layout.width - 2 * BORDER.inset, layout.height - 2 * BORDER.inset).stroke();
  const inner = BORDER.inset + BORDER.gap;
  doc.lineWidth(BORDER.inner).rect(inner, inner, layout.width - 2 * inner, layout.height - 2 * inner).stroke();

  for (const drawing of layout.drawings) {
    if (drawing.kind === 'text') drawText(doc, drawing, layout.width);
    else drawQr(doc, drawing);
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
