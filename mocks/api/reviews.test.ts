import { describe, expect, it } from 'vitest';
import {
  FAILING_REVIEWS_DOCTOR_ID,
  HOSTILE_REVIEWS_DOCTOR_ID,
  REVIEWS_DOCTOR_ID,
  reviewsOfType,
} from '../fixtures/reviews';

const BASE = 'http://localhost/ajax/rates/doctor';
const ids = (template: string) => [...template.matchAll(/data-review-id="(\d+)"/g)].map((m) => Number(m[1]));

describe('reference API: the reviews list ajax (portal-identity-reviews §7 "Reviews list")', () => {
  it('pages by page and page_size (default 10) for a type; next_page_number is null on the last page', async () => {
    const first = await (await fetch(`${BASE}/${REVIEWS_DOCTOR_ID}/?page=1&ratetype=negative`)).json();
    expect(ids(first.template)).toEqual(reviewsOfType(REVIEWS_DOCTOR_ID, 'negative').map((r) => r.id));
    expect(first.next_page_number).toBeNull();
    const page2 = await (
      await fetch(`${BASE}/${REVIEWS_DOCTOR_ID}/?page=2&ratetype=positive&page_size=20`)
    ).json();
    expect(ids(page2.template)).toEqual(
      reviewsOfType(REVIEWS_DOCTOR_ID, 'positive')
        .slice(20, 34)
        .map((r) => r.id),
    );
    expect(page2.next_page_number).toBeNull();
    const all = await (await fetch(`${BASE}/${REVIEWS_DOCTOR_ID}/`)).json();
    expect(ids(all.template)).toHaveLength(10);
    expect(all.next_page_number).toBe(2);
  });

  it('400 for a bad page, page_size or ratetype; 500 for the failing doctor', async () => {
    for (const q of ['page=0', 'page=x', 'page_size=0', 'page_size=101', 'ratetype=great']) {
      expect((await fetch(`${BASE}/${REVIEWS_DOCTOR_ID}/?${q}`)).status, q).toBe(400);
    }
    expect((await fetch(`${BASE}/${FAILING_REVIEWS_DOCTOR_ID}/?page=1`)).status).toBe(500);
  });

  it("the hostile doctor's templates carry the hostile snippets", async () => {
    const r = await (await fetch(`${BASE}/${HOSTILE_REVIEWS_DOCTOR_ID}/?page=1`)).json();
    expect(r.template).toContain('<script>');
  });

  it('review photos: svg placeholders; anything else under /media/rates/ is 404', async () => {
    const ok = await fetch('http://localhost/media/rates/1001001/1_preview.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch('http://localhost/media/rates/1001001/missing.jpg')).status).toBe(404);
  });
});
