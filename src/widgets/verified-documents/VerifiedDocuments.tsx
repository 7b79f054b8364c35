/**
 * `<VerifiedDocuments>`: the 'Лицензия проверена' / 'Документы проверены' badge and its panel (booking-schedule §2
 * "Verified documents panel", §3 "Verified documents", §8 "Document messages", §9 dialog size lg 456). A thin view:
 * the rules are in `verified-documents-model.ts`.
 *
 * The badge is a button; it opens a dialog (456 px, size lg) on desktop or a bottom sheet on mobile, titled like the
 * badge, listing what was confirmed: the license number, education, the qualification category (with 'Документ уже
 * недействителен' or 'Действительно до {d MMMM yyyy}'), the science degree or title with its name, and a link to the
 * documents (same tab). Nothing confirmed: nothing is rendered and the problem is logged.
 */
import { BadgeIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { verifiedDocumentsMessages as msg } from './messages';
import { VERIFIED_DOCUMENTS_TAG, resolveDocuments, type DocumentRow } from './verified-documents-model';

/** Props of {@link VerifiedDocuments} (attributes `documents`, `documents-source`). */
export interface VerifiedDocumentsProps {
  /** §3 "Verified documents" object (JSON attribute; camelCase as in the spec, snake_case accepted). */
  documents?: unknown;
  /** Id of a `<script type="application/json">` (Django `json_script`) holding it; used when `documents` is not set. */
  documentsSource?: string;
}

function ShieldIcon() {
  return (
    <svg
      className="vd__badge-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" fill="currentColor" />
      <path
        d="m8.5 12 2.5 2.5 4.5-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function NoteIcon({ tone }: { tone: 'error' | 'warning' }) {
  return <BadgeIcon mark={tone === 'error' ? 'cross' : 'clock'} size={16} className="vd__note-icon" />;
}

function Row({ row }: { row: DocumentRow }) {
  return (
    <li className="vd__row" data-kind={row.key} part="row">
      <BadgeIcon mark="check" className="vd__icon" />
      <span className="vd__text">
        <span className="vd__label">{row.text}</span>
        {row.detail && <span className="vd__detail">{row.detail}</span>}
        {row.note && (
          <span className="vd__note" data-tone={row.note.tone} part="note">
            <NoteIcon tone={row.note.tone} />
            {row.note.text}
          </span>
        )}
      </span>
    </li>
  );
}

/** The verified documents badge and panel of a doctor or a clinic. */
export function VerifiedDocuments({ documents, documentsSource }: VerifiedDocumentsProps) {
  const host = useHost();
  const { view, problems } = useMemo(
    () => resolveDocuments({ documents, documentsSource }, host.getRootNode?.()),
    [documents, documentsSource, host],
  );
  useLoggedProblems(VERIFIED_DOCUMENTS_TAG, problems);
  const isDesktop = useStore($isDesktop);
  const [open, setOpen] = useState(false);
  // The dialog code loads on first use (or on hover/focus of the badge); once opened it stays rendered (closed).
  const [wanted, setWanted] = useState(false);
  if (!view) return null;

  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="vd__badge"
        part="badge"
        aria-haspopup="dialog"
        data-kind={view.kind}
        onClick={show}
        onPointerEnter={() => void preloadModal()}
        onFocus={() => void preloadModal()}
      >
        <ShieldIcon />
        <span>{view.title}</span>
      </button>
      {wanted && (
        <LazyDialog
          open={open}
          onClose={() => setOpen(false)}
          title={view.title}
          variant={isDesktop ? 'dialog' : 'bottom-sheet'}
          size="lg"
          className="vd"
        >
          <ul className="vd__list" part="list">
            {view.rows.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </ul>
          {view.link && (
            <a className="vd__link" href={view.link} part="link">
              {msg.link}
            </a>
          )}
        </LazyDialog>
      )}
    </>
  );
}
