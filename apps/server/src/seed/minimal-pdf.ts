export interface PdfPage {
  title: string;
  subtitle: string;
  lines: string[];
  /** The band's colour, 0–1 RGB. */
  accent: [number, number, number];
}

// The standard fonts speak WinAnsi: keep to printable ASCII and escape PDF string delimiters.
const pdfText = (s: string) =>
  s
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page A4 PDF (a coloured band, a title and lines of text) in the standard Helvetica
 * fonts, written object by object with a correct cross-reference table.
 */
export function onePagePdf(page: PdfPage): Buffer {
  const [r, g, b] = page.accent.map((c) => c.toFixed(3));
  const body = page.lines.map((l) => `(${pdfText(l)}) Tj T*`).join('\n');
  const content = [
    `q ${r} ${g} ${b} rg 0 702 595 140 re f Q`,
    `BT /F2 30 Tf 1 1 1 rg 48 780 Td (${pdfText(page.title)}) Tj ET`,
    `BT /F1 15 Tf 1 1 1 rg 48 740 Td (${pdfText(page.subtitle)}) Tj ET`,
    `BT /F1 13 Tf 0.07 0.09 0.15 rg 48 650 Td 22 TL\n${body}\nET`,
    `q ${r} ${g} ${b} rg 48 80 499 2 re f Q`,
    `BT /F1 10 Tf 0.3 0.33 0.39 rg 48 60 Td (Terms apply. While stocks last. Show your loyalty card at checkout.) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
