import { describe, expect, it } from 'vitest';
import { REVIEW_AWARD_RULES_PATH, reviewAwardRulesPdf } from './review-extras';

describe('reference API: review extras (the rules PDF, the review form pages)', () => {
  it('serves a valid PDF as application/pdf', async () => {
    const res = await fetch(`http://localhost${REVIEW_AWARD_RULES_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder().decode(await res.arrayBuffer());
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('the PDF cross-reference table points at each object', () => {
    const text = new TextDecoder().decode(reviewAwardRulesPdf());
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(Number(stream?.[1])).toBe(stream?.[2].length);
  });

  it("review form pages 'Оставить отзыв' for doctors and clinics; 404 for anything else", async () => {
    const doctor = await fetch('http://localhost/new/rate/doctor/1001/');
    expect(doctor.status).toBe(200);
    const html = await doctor.text();
    expect(html).toContain('<h1>Оставить отзыв</h1>');
    expect(html).toContain('о враче №1001');
    expect(await (await fetch('http://localhost/new/rate/lpu/45/')).text()).toContain('о клинике №45');
    expect((await fetch('http://localhost/new/rate/town/1/')).status).toBe(404);
    expect((await fetch('http://localhost/new/rate/doctor/x/')).status).toBe(404);
  });
});
