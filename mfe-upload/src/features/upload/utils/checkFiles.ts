// Spec section 5: PDFs only, at most 10 MB; other files are skipped with a reason.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileProblem = { title: string; description: string };

export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (file.type !== 'application/pdf') {
    return { title: 'Invalid File Type', description: `${file.name} is not a PDF file.` };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { title: 'File Too Large', description: `${file.name} is larger than 10MB.` };
  }
  return null;
}
