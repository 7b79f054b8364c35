/**
 * `<pd-ad>`'s view (portal-identity-reviews §3 "Ad element data", §4 "Ads", §7 "Tracking"): the server's ad markup
 * stays in the element's light DOM (a `<slot>` shows it, the site's CSS styles it); the element adds the impression
 * tracking and the click (`ad-enhance.ts`). A missing `campaign` or `type` is logged once and the ad is shown
 * untracked. Decision: docs/decisions/156.
 */
import { useEffect } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { startAd } from './ad-enhance';
import { AD_TAG, readAd } from './ad-model';

/** Props of {@link Ad} (attributes `campaign`, `type`, `ad-key`, `redis-id`, `demo`). */
export interface AdProps {
  /** The campaign id (required): `c` of view_banner and `{campaign}` of the event URL. */
  campaign?: string;
  /** The banner type (required): `btype` of view_banner and `banner_type` of the event URL. */
  type?: string;
  /** The status key (attribute `ad-key`): `key` of view_status; absent = no view_status. */
  adKey?: string;
  /** The redis id (attribute `redis-id`): `redis_id` of both calls; absent = sent empty. */
  redisId?: string;
  /** A demo ad: reported at 50% visible with `p=50`. */
  demo?: boolean;
}

/** One server-rendered ad, tracked and clickable. */
export function Ad({ campaign, type, adKey, redisId, demo }: AdProps) {
  const host = useHost();
  const { ad, problems } = readAd({ campaign, type, adKey, redisId, demo });
  useLoggedProblems(AD_TAG, problems);
  const c = ad?.campaign;
  const t = ad?.type;
  const k = ad?.key;
  const r = ad?.redisId;
  const d = ad?.demo;
  useEffect(() => {
    if (c === undefined || t === undefined || r === undefined) return;
    return startAd(host, { campaign: c, type: t, key: k ?? null, redisId: r, demo: d === true });
  }, [host, c, t, k, r, d]);
  return <slot />;
}
