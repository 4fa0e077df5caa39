/**
 * Résumé type check by content, not by name (issue #5): PDF, DOC (OLE compound file) or DOCX
 * (Office Open XML), using the `file-type` library's signatures.
 */
import { fileTypeFromBuffer } from 'file-type';

export interface ResumeType {
  ext: 'pdf' | 'doc' | 'docx';
  mime: string;
}

/** The résumé type of these bytes, or null when they are none of PDF, DOC, DOCX. */
export async function detectResumeType(data: Buffer): Promise<ResumeType | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  if (type.ext === 'pdf') return { ext: 'pdf', mime: 'application/pdf' };
  if (type.ext === 'docx') return { ext: 'docx', mime: type.mime };
  // Legacy Word files are OLE compound files; file-type names the container.
  if (type.ext === 'cfb') return { ext: 'doc', mime: 'application/msword' };
  return null;
}
