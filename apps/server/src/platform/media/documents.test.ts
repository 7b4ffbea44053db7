import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS } from '@dripp/contract/documents';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { simplePdf } from '../../seed/pdf';
import { detectMediaType } from './detect';
import { acceptUpload } from './upload';

/** A ZIP with stored (uncompressed) entries: enough for file-type to tell DOCX from XLSX by the entry names. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (part: string, type: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${part}" ContentType="${type}.main+xml"/></Types>`;
const DOCX = zip({
  '[Content_Types].xml': contentTypes(
    '/word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ),
  'word/document.xml': '<w:document/>',
});
const XLSX = zip({
  '[Content_Types].xml': contentTypes(
    '/xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  'xl/workbook.xml': '<workbook/>',
});
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const PDF = simplePdf('Test', ['line']);
const limits = { mediaMaxImageBytes: 64 * 1024, mediaMaxVideoBytes: 64 * 1024 };
const url = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return (error as { statusCode: number }).statusCode;
  }
  throw new Error('expected a refusal');
}

describe('documents in the media pipeline', () => {
  it('tells PDF, Word and Excel from their bytes', async () => {
    expect(await detectMediaType(PDF)).toMatchObject({ ext: 'pdf', kind: 'document', mime: 'application/pdf' });
    expect(await detectMediaType(DOCX)).toMatchObject({ ext: 'docx', kind: 'document' });
    expect(await detectMediaType(XLSX)).toMatchObject({ ext: 'xlsx', kind: 'document' });
    expect(await detectMediaType(CFB, 'doc')).toMatchObject({ ext: 'doc', mime: 'application/msword' });
    expect(await detectMediaType(CFB, 'xls')).toMatchObject({ ext: 'xls', mime: 'application/vnd.ms-excel' });
    expect(await detectMediaType(CFB)).toBeUndefined();
    expect(await detectMediaType(EXE)).toBeUndefined();
    expect(await detectMediaType(HTML)).toBeUndefined();
  });

  it('accepts documents where documents are allowed, with the real type and a safe name', async () => {
    const pdf = await acceptUpload(
      limits,
      { file: url('application/pdf', PDF), filename: 'Hand book.pdf' },
      DOCUMENT_EXTENSIONS,
    );
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: 'Hand-book.pdf', kind: 'document' });
    const doc = await acceptUpload(
      limits,
      { file: url('application/octet-stream', CFB), filename: 'old.doc' },
      DOCUMENT_EXTENSIONS,
    );
    expect(doc).toMatchObject({ ext: 'doc', filename: 'old.doc' });
    const docx = await acceptUpload(
      limits,
      { file: url('application/octet-stream', DOCX), filename: 'offer' },
      DOCUMENT_EXTENSIONS,
    );
    expect(docx.filename).toBe('offer.docx');
  });

  it('refuses a renamed executable, HTML, a document where only photos are allowed, a lying name and an oversize file', async () => {
    expect(
      await refusal(
        acceptUpload(limits, { file: url('application/pdf', EXE), filename: 'form.pdf' }, DOCUMENT_EXTENSIONS),
      ),
    ).toBe(422);
    expect(
      await refusal(
        acceptUpload(limits, { file: url('application/pdf', HTML), filename: 'form.pdf' }, DOCUMENT_EXTENSIONS),
      ),
    ).toBe(422);
    expect(
      await refusal(
        acceptUpload(limits, { file: url('application/pdf', PDF), filename: 'a.pdf' }, ATTACHMENT_EXTENSIONS),
      ),
    ).toBe(422);
    expect(
      await refusal(
        acceptUpload(limits, { file: url('application/pdf', DOCX), filename: 'a.pdf' }, DOCUMENT_EXTENSIONS),
      ),
    ).toBe(422);
    const big = simplePdf(
      'Big',
      Array.from({ length: 3000 }, (_, i) => `line ${i} of a long file`),
    );
    expect(
      await refusal(
        acceptUpload(limits, { file: url('application/pdf', big), filename: 'big.pdf' }, DOCUMENT_EXTENSIONS),
      ),
    ).toBe(413);
  });
});
