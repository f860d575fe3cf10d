import { MAX_UPLOAD_BYTES, checkFile } from './checkFiles';

describe('checkFile', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(
      checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES }),
    ).toBeNull();
  });

  it('rejects other types and oversized files with the spec texts', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 })).toEqual({
      title: 'Invalid File Type',
      description: 'a.png is not a PDF file.',
    });
    expect(
      checkFile({ name: 'b.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }),
    ).toEqual({
      title: 'File Too Large',
      description: 'b.pdf is larger than 10MB.',
    });
  });
});
