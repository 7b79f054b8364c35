/**
 * The ad tracking calls (portal-identity-reviews §7 "Tracking": `POST /ajax/view_banner/`, `POST /ajax/view_status/`,
 * forms with `csrfmiddlewaretoken`; §8 "Tracking failures are silent"). Through `request()` of src/core/http: the API
 * base, the CSRF form field, the timeout. Every failure is swallowed and nothing is logged (the reply is read as text
 * and not checked). Decision: docs/decisions/157.
 */
import * as v from 'valibot';
import { request } from '../../core/http';
import {
  VIEW_BANNER_PATH,
  VIEW_STATUS_PATH,
  viewBannerForm,
  viewStatusForm,
  type AdData,
  type AdStatusFlag,
} from './ad-model';

const anyReply = v.unknown();

function post(path: string, form: Record<string, string>): Promise<void> {
  return request(path, anyReply, { method: 'POST', form, responseType: 'text' }).then(
    () => undefined,
    () => undefined,
  );
}

/** Reports the impression (view_banner); resolves when done, never rejects. */
export function sendImpression(ad: AdData): Promise<void> {
  return post(VIEW_BANNER_PATH, viewBannerForm(ad));
}

/** Reports a status flag (view_status) when the ad has a key; resolves when done, never rejects. */
export function sendStatus(ad: AdData, flag: AdStatusFlag): Promise<void> {
  const form = viewStatusForm(ad, flag);
  return form ? post(VIEW_STATUS_PATH, form) : Promise.resolve();
}
