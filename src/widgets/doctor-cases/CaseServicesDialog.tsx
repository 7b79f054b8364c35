/**
 * The services modal of a case (booking-schedule §2 "'Что входит в стоимость' opens a services modal titled
 * 'Услуги на {total}'"; §3 "Case services response"; §7 `GET /api/doctor/case/services/`; §8 the two notes).
 * Bottom sheet on mobile, 456-px dialog on desktop. The services are cached per case by the store. Decision:
 * docs/decisions/168-doctor-cases-paging-and-failures.md.
 */
import { format } from '../../core/i18n';
import { LazyDialog } from '../../core/lazy-modal';
import { Spinner } from '../../core/ui';
import { formatRoubles } from '../../shared/format';
import { servicesNotes, servicesTitle, type DoctorCase } from './doctor-cases-model';
import type { ServicesEntry } from './doctor-cases-store';
import { doctorCasesMessages as msg } from './messages';

/** Props of {@link CaseServicesDialog}. */
export interface CaseServicesDialogProps {
  open: boolean;
  item: DoctorCase | null;
  entry: ServicesEntry | undefined;
  onClose(): void;
}

/** 'Услуги на {total}' with the service rows and the notes. */
export function CaseServicesDialog({ open, item, entry, onClose }: CaseServicesDialogProps) {
  const data = entry?.status === 'ready' ? entry.data : null;
  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      title={item ? servicesTitle(item.totalPrice) : ''}
      variant="auto"
      size="lg"
      className="css-dialog"
    >
      {!data && entry?.status !== 'failed' && <Spinner label={msg.loading} />}
      {data && (
        <div part="services">
          <ul className="css__list">
            {data.results.map((row, i) => (
              <li key={i} className="css__row">
                <span>
                  {row.name}
                  {row.category && <span className="css__category">{row.category}</span>}
                </span>
                <span className="css__price">
                  {row.price != null && formatRoubles(row.price)}
                  {row.quantity > 1 && ` ${format(msg.quantity, { n: row.quantity })}`}
                </span>
              </li>
            ))}
          </ul>
          {servicesNotes(data.isDoctorWorkAtLpu).map((note) => (
            <p key={note} className="css__note" role="note">
              {note}
            </p>
          ))}
        </div>
      )}
    </LazyDialog>
  );
}
