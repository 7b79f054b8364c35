/**
 * `<pd-verified-documents>` (booking-schedule §2 "Verified documents panel", §3 "Verified documents", §8 "Document
 * messages", §9 dialog sizes). Importing this module defines the tag. Decision: docs/decisions/142.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { VerifiedDocuments, type VerifiedDocumentsProps } from './VerifiedDocuments';
import { verifiedDocumentsWidgetStyles } from './VerifiedDocuments.styles';
import { VERIFIED_DOCUMENTS_TAG } from './verified-documents-model';

export { VerifiedDocuments, type VerifiedDocumentsProps } from './VerifiedDocuments';
export { verifiedDocumentsWidgetStyles } from './VerifiedDocuments.styles';
export {
  VERIFIED_DOCUMENTS_TAG,
  documentsView,
  parseDocuments,
  type DocumentRow,
  type DocumentsView,
  type ScienceDocumentType,
  type VerifiedDocuments as VerifiedDocumentsData,
} from './verified-documents-model';

const props: Record<keyof VerifiedDocumentsProps & string, WidgetProp> = {
  documents: {
    type: 'json',
    doc:
      'The "Verified documents" object of booking-schedule §3: {licenseNumber, isEducationConfirmed, ' +
      'isCategoryConfirmed, isCategoryValid, isCategoryExpiringSoon, categoryExpiresDate (yyyy-MM-dd), ' +
      'isScienceConfirmed, scienceDocumentType (1 candidate, 2 doctor of sciences, 3 professor), linkToDocuments}.',
  },
  documentsSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> holding that object (Django json_script); used when documents is not set.',
  },
};

defineWidget<VerifiedDocumentsProps>({
  tag: VERIFIED_DOCUMENTS_TAG,
  component: VerifiedDocuments,
  props,
  // The dialog css arrives with the lazily loaded modal chunk.
  styles: verifiedDocumentsWidgetStyles,
  parts: {
    badge: "The badge button 'Лицензия проверена' / 'Документы проверены'.",
    list: 'The list of confirmed documents in the panel.',
    row: 'One confirmed document.',
    note: "'Документ уже недействителен' or 'Действительно до …' under the category.",
    link: "The link 'Посмотреть документы' (same tab).",
  },
  docs:
    "A badge 'Лицензия проверена' (a clinic: licenseNumber given) or 'Документы проверены' (a doctor) that opens a " +
    'panel (dialog 456 px on desktop, bottom sheet on mobile) listing what was confirmed: license number, education, ' +
    "qualification category ('Документ уже недействителен' / 'Действительно до {date}'), science degree, and a link to " +
    'the documents. Renders nothing (and logs) when nothing is confirmed.',
});
