/**
 * One case in the list (booking-schedule §2 "Each case is titled 'Случай N' and shows clinic link, doctor link,
 * images with period captions, description, and the price line 'Стоимость выполнения аналогичных услуг' with
 * 'от {price}'"; 'Что входит в стоимость'; 'Записаться на консультацию' when the clinic accepts appointments).
 */
import { format } from '../../core/i18n';
import { Button } from '../../core/ui';
import { caseTitle, priceText, type CaseImage, type DoctorCase } from './doctor-cases-model';
import { doctorCasesMessages as msg } from './messages';

/**
 * A thumbnail: the preview image (a video shows its poster or a dark box) with the play mark on videos. Its caption
 * is the caller's, under the image (a strip over the image covered half of a small one, issue 20 item 28).
 */
export function Thumb({ image, n }: { image: CaseImage; n: number }) {
  const still = image.isVideo && image.preview === image.photo ? null : image.preview;
  return (
    <span className="cs__thumb">
      {still && <img src={still} alt="" loading="lazy" decoding="async" />}
      {image.isVideo && <span className="cs__video-mark" aria-hidden="true" />}
      <span className="pd-visually-hidden">{format(msg.imageAlt, { n })}</span>
    </span>
  );
}

/** Props of {@link CaseItem}. */
export interface CaseItemProps {
  item: DoctorCase;
  /** 0-based place in the list ('Случай N'). */
  index: number;
  /** The doctor link (URL already through `safeUrl` and the navigation check; null: the name as text). */
  doctor: { name: string; url: string | null };
  /** The clinic link (null: the name as text). */
  clinicUrl: string | null;
  /** Show 'Записаться на консультацию'. */
  consultation: boolean;
  /** Receives the heading's element (the list focuses the case it was opened at). */
  onHeading?: (el: HTMLHeadingElement | null) => void;
  onImage(index: number): void;
  onServices(): void;
  onConsultation(): void;
}

/** One case. */
export function CaseItem({
  item,
  index,
  doctor,
  clinicUrl,
  consultation,
  onHeading,
  onImage,
  onServices,
  onConsultation,
}: CaseItemProps) {
  const titleId = `cs-case-${item.id}`;
  return (
    <li className="csl__case" part="case" data-case-id={item.id}>
      <article aria-labelledby={titleId}>
        <h3 className="csl__title" id={titleId} tabIndex={-1} ref={onHeading}>
          {caseTitle(index)}
        </h3>
        <p className="csl__meta">
          {item.lpu.name &&
            (clinicUrl ? (
              <a className="cs__link" href={clinicUrl}>
                {item.lpu.name}
              </a>
            ) : (
              <span>{item.lpu.name}</span>
            ))}
          {doctor.name &&
            (doctor.url ? (
              <a className="cs__link" href={doctor.url}>
                {doctor.name}
              </a>
            ) : (
              <span>{doctor.name}</span>
            ))}
        </p>
        {item.images.length > 0 && (
          <ul className="csl__images">
            {item.images.map((image, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="cs__thumb-btn"
                  aria-haspopup="dialog"
                  aria-label={format(msg.openImage, { n: i + 1, caption: image.caption }).trim()}
                  onClick={() => onImage(i)}
                >
                  <Thumb image={image} n={i + 1} />
                  {image.caption && (
                    <span className="csl__caption" aria-hidden="true">
                      {image.caption}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        {item.description && <p className="csl__description">{item.description}</p>}
        {item.totalPrice != null && (
          <p className="csl__price">
            <span className="csl__price-label">{msg.priceLabel}</span>
            <span className="csl__price-value">{priceText(item.totalPrice)}</span>
            <button type="button" className="csl__services" aria-haspopup="dialog" onClick={onServices}>
              {msg.servicesLink}
            </button>
          </p>
        )}
        {consultation && (
          <Button variant="primary" onClick={onConsultation}>
            {msg.consultation}
          </Button>
        )}
      </article>
    </li>
  );
}
