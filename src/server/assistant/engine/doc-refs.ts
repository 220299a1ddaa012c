import { kbDocumentUrl } from '../../../shared/api/assistant-calls';
import type { Lang } from '../../../shared/messages';
import type { KbDocumentRef } from '../../db/schema/assistant';
import { kbDocument, loadKbDocuments } from '../kb/kb-documents';

/** Knowledge-base documents as cited under an answer (title in the answer's language, portal page). */
export function docRefs(ids: readonly string[], lang: Lang): KbDocumentRef[] {
  return [...new Set(ids)].flatMap((id) => {
    const doc = kbDocument(id, lang);
    return doc ? [{ documentName: doc.title, documentUrl: kbDocumentUrl(doc.id) }] : [];
  });
}

/** Documents about a page (its path is among their routes), introductions last. */
export function docsAboutPage(path: string, lang: Lang, limit = 2): string[] {
  return loadKbDocuments()
    .filter((doc) => doc.lang === lang && doc.routes.includes(path))
    .sort((a, b) => Number(a.category === 'intro') - Number(b.category === 'intro'))
    .slice(0, limit)
    .map((doc) => doc.id);
}

/** What the figures mean: cited under every performance or profit answer. */
export const METRIC_DOCS = { performance: 'sales-performance', profit: 'finance-profit-analysis' } as const;
export const NO_PERMISSION_DOC = 'fault-no-permission-403';
