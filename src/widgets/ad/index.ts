/**
 * `<pd-ad>` (portal-identity-reviews §3 "Ad element data", §4 "Ads", §7 "Tracking" view_banner / view_status / ad
 * event, §8 "Tracking failures are silent", §9 "Ad visible dwell 2000 ms"). Importing this module defines the tag.
 * Decisions: docs/decisions/156, 157.
 *
 * ```html
 * <pd-ad campaign="{{ ad.campaign }}" type="{{ ad.type }}" ad-key="{{ ad.key }}" redis-id="{{ ad.redis_id }}"
 *        {% if ad.demo %}demo{% endif %}>
 *   … the ad markup exactly as the server renders it (light DOM, styled by the site) …
 * </pd-ad>
 * ```
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { Ad, type AdProps } from './Ad';
import { adWidgetStyles } from './Ad.styles';
import { AD_TAG } from './ad-model';

export { Ad, type AdProps } from './Ad';
export { adWidgetStyles } from './Ad.styles';
export {
  AD_DWELL_MS,
  AD_TAG,
  DEMO_THRESHOLD,
  FULL_THRESHOLD,
  VIEW_BANNER_PATH,
  VIEW_STATUS_PATH,
  adEventPath,
  createDwell,
  readAd,
  viewBannerForm,
  viewStatusForm,
  type AdData,
  type AdStatusFlag,
  type Dwell,
} from './ad-model';

const props: Record<keyof AdProps & string, WidgetProp> = {
  campaign: {
    type: 'string',
    doc: 'The campaign id (required): `c` of POST /ajax/view_banner/ and `{campaign}` of /ad/event/c/{campaign}/.',
  },
  type: {
    type: 'string',
    doc: 'The banner type (required): `btype` of view_banner and `banner_type` of the ad event URL.',
  },
  adKey: {
    type: 'string',
    attribute: 'ad-key',
    doc: 'The status key: `key` of POST /ajax/view_status/. Absent = no view_status calls.',
  },
  redisId: {
    type: 'string',
    attribute: 'redis-id',
    doc: 'The redis id: `redis_id` of view_banner and view_status. Absent = sent empty.',
  },
  demo: {
    type: 'boolean',
    doc: 'A demo ad: the impression counts at 50 % visible and is sent with p=50 (else 100 % and p=100).',
    default: false,
  },
};

defineWidget<AdProps>({
  tag: AD_TAG,
  component: Ad,
  props,
  styles: adWidgetStyles,
  slots: { '': 'The ad markup as the server renders it (light DOM, styled by the site).' },
  docs:
    'A server-rendered ad (portal-identity-reviews §4 "Ads"). Wrap the ad markup in `<pd-ad campaign type ad-key ' +
    'redis-id [demo]>`. On upgrade it sends POST /ajax/view_status/ with js=1; after the ad has been fully visible ' +
    '(demo: 50 %) for 2000 ms without a break it sends POST /ajax/view_banner/ (p, c, btype, redis_id) and then ' +
    'view_status with visible=1, once per element; failures are silent. A click with no text selected opens ' +
    '/ad/event/c/{campaign}/?banner_type={type} in a new tab (noopener, noreferrer); links inside do not navigate.',
});
