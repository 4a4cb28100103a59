import sharp from 'sharp';

export type SampleImageType = 'png' | 'jpeg' | 'webp' | 'gif';

/** A real, decodable image of `type` (a solid colour, 40 x 30 unless told). */
export function sampleImage(type: SampleImageType, size = { width: 40, height: 30 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#2a9d8f' } })
    .toFormat(type)
    .toBuffer();
}

/** A minimal well-formed PDF: header, one empty page, and the end-of-file marker. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
